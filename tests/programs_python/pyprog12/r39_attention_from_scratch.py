import math
import torch
import torch.nn as nn
import torch.nn.functional as F

class SelfAttention(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        assert d % heads == 0, "d must divide heads"
        self.h, self.dk = heads, d // heads
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
    def forward(self, x, mask=None):
        B, T, C = x.shape
        q, k, v = self.qkv(x).split(C, dim=2)
        q, k, v = [t.view(B, T, self.h, self.dk).transpose(1, 2) for t in (q, k, v)]
        att = (q @ k.transpose(-2, -1)) / math.sqrt(self.dk)
        if mask is not None:
            att = att.masked_fill(mask == 0, float("-inf"))
        att = F.softmax(att, dim=-1)
        y = (att @ v).transpose(1, 2).contiguous().view(B, T, C)
        return self.proj(y), att

torch.manual_seed(0)
sa = SelfAttention(8, 2)
x = torch.randn(2, 4, 8)
mask = torch.tril(torch.ones(4, 4)).view(1, 1, 4, 4)
y, att = sa(x, mask)
print(y.shape, att.shape)
print(torch.round(att[0, 0], decimals=3))
print(torch.allclose(att.sum(-1), torch.ones(2, 2, 4)))
print((att[..., 0, 1:] == 0).all().item())
try:
    SelfAttention(8, 3)
except AssertionError as e:
    print("AssertionError:", e)
y.sum().backward()
print(all(p.grad is not None for p in sa.parameters()), round(sa.qkv.weight.grad.abs().sum().item(), 3) > 0)
pos = torch.arange(4).unsqueeze(1)
div = torch.exp(torch.arange(0, 8, 2) * (-math.log(10000.0) / 8))
pe = torch.zeros(4, 8)
pe[:, 0::2] = torch.sin(pos * div)
pe[:, 1::2] = torch.cos(pos * div)
print(torch.round(pe[:2], decimals=4))
