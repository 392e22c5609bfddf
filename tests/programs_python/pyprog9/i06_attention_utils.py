# Attention building blocks written by hand: scaled dot-product with masks, multi-head split/merge,
# rotary-free relative bias, causal masking, compared against nn.functional where available.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F


def attention(q, k, v, mask=None, dropout=None):
    d_k = q.size(-1)
    scores = torch.matmul(q, k.transpose(-2, -1)) / math.sqrt(d_k)
    if mask is not None:
        scores = scores.masked_fill(mask == 0, -1e9)
    p_attn = scores.softmax(dim=-1)
    if dropout is not None:
        p_attn = dropout(p_attn)
    return torch.matmul(p_attn, v), p_attn


class MultiHeadedAttention(nn.Module):
    def __init__(self, h, d_model, dropout=0.0):
        super().__init__()
        assert d_model % h == 0
        self.d_k = d_model // h
        self.h = h
        self.linears = nn.ModuleList([nn.Linear(d_model, d_model) for _ in range(4)])
        self.attn = None
        self.dropout = nn.Dropout(p=dropout)

    def forward(self, query, key, value, mask=None):
        if mask is not None:
            mask = mask.unsqueeze(1)
        nbatches = query.size(0)
        query, key, value = [lin(x).view(nbatches, -1, self.h, self.d_k).transpose(1, 2)
                             for lin, x in zip(self.linears, (query, key, value))]
        x, self.attn = attention(query, key, value, mask=mask, dropout=self.dropout)
        x = x.transpose(1, 2).contiguous().view(nbatches, -1, self.h * self.d_k)
        del query
        del key
        del value
        return self.linears[-1](x)


def subsequent_mask(size):
    attn_shape = (1, size, size)
    return torch.triu(torch.ones(attn_shape), diagonal=1).type(torch.uint8) == 0


torch.manual_seed(0)
print(subsequent_mask(4).int())
mha = MultiHeadedAttention(2, 8)
x = torch.randn(2, 4, 8)
out = mha(x, x, x, mask=subsequent_mask(4))
print(tuple(out.shape), tuple(mha.attn.shape), bool((mha.attn[0, 0].triu(1) == 0).all()))
print([round(v, 4) for v in mha.attn[0, 0, -1].sum(-1, keepdim=True).tolist()])
q = torch.randn(1, 2, 3, 4)
k = torch.randn(1, 2, 5, 4)
v = torch.randn(1, 2, 5, 4)
mine, _ = attention(q, k, v)
ref = F.softmax(q @ k.transpose(-1, -2) / 2.0, dim=-1) @ v
print(torch.allclose(mine, ref, atol=1e-6))
pad = torch.tensor([[1, 1, 1, 0, 0]]).unsqueeze(1).unsqueeze(1)
_, p = attention(q, k, v, mask=pad)
print(p[0, 0, 0, 3:].tolist(), round(p[0, 0, 0].sum().item(), 5))
emb = nn.Embedding(10, 8)
print(tuple(emb(torch.tensor([[1, 2]])).shape), round(math.sqrt(8), 4))
