# torch.jit.trace through submodules called with keyword arguments or None/bool arguments
# (nn.MultiheadAttention(query=x, key=x, value=x, need_weights=False), as ViT's encoder does).
import torch
from torch import nn


class Inner(nn.Module):
    def forward(self, x, mask=None, scale: bool = True):
        if mask is not None:
            x = x * mask
        return x * 2 if scale else x


class Outer(nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = Inner()
        self.attn = nn.MultiheadAttention(4, 2, batch_first=True)

    def forward(self, x):
        y = self.inner(x, None, False)
        z = self.inner(x, scale=True)
        a, _ = self.attn(query=y, key=z, value=z, need_weights=False)
        return a + y


torch.manual_seed(0)
m = Outer().eval()
x = torch.randn(1, 3, 4)
t = torch.jit.trace(m, x)
x2 = torch.randn(1, 3, 4)
print(torch.allclose(t(x), m(x)), torch.allclose(t(x2), m(x2)))
print(torch.round(t(x2), decimals=4))
print(sorted(n for n, _ in t.named_children()))
