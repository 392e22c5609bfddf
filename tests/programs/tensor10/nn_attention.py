import torch
import torch.nn as nn
import torch.nn.functional as F
from typing import Optional


class Attn(nn.Module):
    def __init__(self):
        super().__init__()
        self.mha = nn.MultiheadAttention(8, 2, batch_first=True)
        self.mha2 = nn.MultiheadAttention(8, 4, dropout=0.0)

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, mask: Optional[torch.Tensor] = None):
        a, w = self.mha(q, q, q, attn_mask=mask)
        b, w2 = self.mha2(q.transpose(0, 1), k, v, need_weights=True, average_attn_weights=False)
        c, _ = self.mha(q, q, q, key_padding_mask=torch.tensor([[False, False, True], [False, False, False]]))
        return a, w, b, w2, c


torch.manual_seed(0)
m = Attn().eval()
s = torch.jit.script(m)
q = torch.randn(2, 3, 8)
k = torch.randn(4, 2, 8)
v = torch.randn(4, 2, 8)
mask = torch.triu(torch.ones(3, 3, dtype=torch.bool), 1)
with torch.no_grad():
    for t in s(q, k, v, mask):
        print(t.shape, round(t.sum().item(), 4))
    print(torch.allclose(s(q, k, v)[0], m(q, k, v)[0], atol=1e-5))
    fm = torch.zeros(3, 3).masked_fill(mask, float("-inf"))
    print(torch.allclose(s(q, k, v, fm)[0], s(q, k, v, mask)[0], atol=1e-6))
print(round(F.scaled_dot_product_attention(q, q, q).sum().item(), 4) if hasattr(F, "scaled_dot_product_attention") else "none")
scores = torch.softmax(q @ q.transpose(1, 2) / 8 ** 0.5, -1)
print(torch.round(scores[0], decimals=3))
kv = nn.MultiheadAttention(8, 2, kdim=6, vdim=5).eval()
with torch.no_grad():
    o, w = kv(q.transpose(0, 1), torch.randn(4, 2, 6), torch.randn(4, 2, 5))
print(o.shape, w.shape, round(w.sum().item(), 4), kv.in_proj_weight, kv.k_proj_weight.shape)
