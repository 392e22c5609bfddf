# nn.MultiheadAttention self-attention block with masks, batch_first, need_weights, a pre-norm residual block
import torch
import torch.nn as nn

torch.manual_seed(0)
mha = nn.MultiheadAttention(embed_dim=8, num_heads=2, batch_first=True)
x = torch.randn(2, 5, 8)
out, weights = mha(x, x, x)
print(out.shape, weights.shape, torch.allclose(weights.sum(-1), torch.ones(2, 5)))
causal = torch.triu(torch.ones(5, 5, dtype=torch.bool), diagonal=1)
out, w = mha(x, x, x, attn_mask=causal)
print(w[0, 0].tolist()[1:], bool((w[0].triu(1) == 0).all()))
pad = torch.tensor([[False, False, False, True, True], [False] * 5])
out, w = mha(x, x, x, key_padding_mask=pad)
print(bool((w[0, :, 3:] == 0).all()), out.shape)
out, w = mha(x, x, x, need_weights=False)
print(w)
out, w = mha(x, x, x, average_attn_weights=False)
print(w.shape)

class Block(nn.Module):
    def __init__(self, d, h):
        super().__init__()
        self.ln1 = nn.LayerNorm(d)
        self.attn = nn.MultiheadAttention(d, h, batch_first=True)
        self.ln2 = nn.LayerNorm(d)
        self.mlp = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d))

    def forward(self, x, mask=None):
        h = self.ln1(x)
        a, _ = self.attn(h, h, h, attn_mask=mask, need_weights=False)
        x = x + a
        return x + self.mlp(self.ln2(x))

blk = Block(8, 2)
y = blk(x, causal)
print(y.shape, round(y.std().item(), 2) > 0)
y.sum().backward()
print(blk.attn.in_proj_weight.grad.shape, blk.attn.out_proj.weight.grad is not None)
print(blk.attn)
print(sum(p.numel() for p in blk.parameters()))
