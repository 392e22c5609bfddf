import math
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(16)

class MHA(nn.Module):
    def __init__(self, d, h):
        super().__init__()
        assert d % h == 0
        self.h, self.dk = h, d // h
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
    def forward(self, x, mask=None):
        B, T, C = x.size()
        q, k, v = self.qkv(x).split(C, dim=2)
        q = q.view(B, T, self.h, self.dk).transpose(1, 2)
        k = k.view(B, T, self.h, self.dk).transpose(1, 2)
        v = v.view(B, T, self.h, self.dk).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) / math.sqrt(self.dk)
        if mask is not None:
            att = att.masked_fill(mask[:T, :T] == 0, float('-inf'))
        att = F.softmax(att, dim=-1)
        y = (att @ v).transpose(1, 2).contiguous().view(B, T, C)
        return self.proj(y), att

class Block(nn.Module):
    def __init__(self, d, h):
        super().__init__()
        self.ln1 = nn.LayerNorm(d)
        self.attn = MHA(d, h)
        self.ln2 = nn.LayerNorm(d)
        self.mlp = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d))
        self.register_buffer("mask", torch.tril(torch.ones(8, 8)))
    def forward(self, x):
        a, att = self.attn(self.ln1(x), self.mask)
        x = x + a
        x = x + self.mlp(self.ln2(x))
        return x, att

b = Block(8, 2)
x = torch.randn(2, 5, 8)
y, att = b(x)
print(y.shape, att.shape)
print(torch.round(att[0, 0].sum(-1), decimals=4))
print(att[0, 0, 0, 1:].abs().sum().item())
print(torch.triu(att[1, 1], diagonal=1).abs().sum().item())
mha = nn.MultiheadAttention(8, 2, batch_first=True)
o, w = mha(x, x, x)
print(o.shape, w.shape)
print(torch.allclose(w.sum(-1), torch.ones(2, 5)))
