# A tiny transformer block: nn.MultiheadAttention with masks, LayerNorm, residuals, and a causal mask helper.
import math
import torch
import torch.nn as nn


def causal_mask(n):
    return torch.triu(torch.full((n, n), float("-inf")), diagonal=1)


class Block(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.attn = nn.MultiheadAttention(d, heads, batch_first=True)
        self.ln1 = nn.LayerNorm(d)
        self.ln2 = nn.LayerNorm(d)
        self.mlp = nn.Sequential(nn.Linear(d, 2 * d), nn.GELU(), nn.Linear(2 * d, d))

    def forward(self, x, mask=None, pad=None):
        h = self.ln1(x)
        a, w = self.attn(h, h, h, attn_mask=mask, key_padding_mask=pad)
        x = x + a
        return x + self.mlp(self.ln2(x)), w


torch.manual_seed(0)
blk = Block(8, 2)
x = torch.randn(2, 4, 8)
pad = torch.tensor([[False, False, False, True], [False, False, False, False]])
y, w = blk(x, mask=causal_mask(4), pad=pad)
print(y.shape, w.shape)
print(torch.round(w[0], decimals=3))
print(round(y.sum().item(), 3), bool(torch.isfinite(y).all()))
print(causal_mask(3))
pe = torch.zeros(5, 4)
pos = torch.arange(5).unsqueeze(1)
div = torch.exp(torch.arange(0, 4, 2) * (-math.log(10000.0) / 4))
pe[:, 0::2] = torch.sin(pos * div)
pe[:, 1::2] = torch.cos(pos * div)
print(torch.round(pe, decimals=4))
print(blk.attn)
print(sum(p.numel() for p in blk.parameters()), [n for n, _ in blk.attn.named_parameters()])
