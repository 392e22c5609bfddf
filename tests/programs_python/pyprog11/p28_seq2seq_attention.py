import math
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(7)

class Attention(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.q = nn.Linear(d, d, bias=False)
        self.k = nn.Linear(d, d, bias=False)
        self.v = nn.Linear(d, d, bias=False)
        self.scale = 1.0 / math.sqrt(d)

    def forward(self, x, mask=None):
        q, k, v = self.q(x), self.k(x), self.v(x)
        scores = torch.einsum("bqd,bkd->bqk", q, k) * self.scale
        if mask is not None:
            scores = scores.masked_fill(~mask, float("-inf"))
        attn = scores.softmax(dim=-1)
        return attn @ v, attn

B, T, D = 2, 4, 8
x = torch.randn(B, T, D)
lengths = torch.tensor([4, 2])
mask = (torch.arange(T)[None, :] < lengths[:, None])[:, None, :].expand(B, T, T)
att = Attention(D)
out, w = att(x, mask)
print(out.shape, w.shape)
print(torch.round(w[1], decimals=4))
print(torch.allclose(w.sum(-1), torch.ones(B, T)))
mha = nn.MultiheadAttention(D, num_heads=2, batch_first=True)
o2, w2 = mha(x, x, x, key_padding_mask=~(torch.arange(T)[None, :] < lengths[:, None]))
print(o2.shape, w2.shape, round(w2[1, :, 2:].abs().sum().item(), 6))
causal = torch.triu(torch.ones(T, T, dtype=torch.bool), diagonal=1)
print(causal.int())
o3, w3 = mha(x, x, x, attn_mask=causal)
print(torch.round(w3[0], decimals=3))
enc_layer = nn.TransformerEncoderLayer(d_model=D, nhead=2, dim_feedforward=16, dropout=0.0, batch_first=True)
enc = nn.TransformerEncoder(enc_layer, num_layers=2)
enc.eval()
with torch.no_grad():
    y = enc(x)
print(y.shape, round(y.mean().item(), 4) + 0.0, round(y.std().item(), 4))
pos = torch.arange(T).unsqueeze(1) * torch.exp(torch.arange(0, D, 2) * (-math.log(10000.0) / D))
pe = torch.zeros(T, D)
pe[:, 0::2] = torch.sin(pos)
pe[:, 1::2] = torch.cos(pos)
print(torch.round(pe, decimals=4))
print(F.scaled_dot_product_attention if hasattr(F, "scaled_dot_product_attention") else "no sdpa")
