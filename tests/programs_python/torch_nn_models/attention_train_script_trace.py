import torch
import torch.nn as nn
import torch.nn.functional as F
from typing import List, Tuple, Optional


class Attention(nn.Module):
    def __init__(self, dim: int, heads: int = 2):
        super().__init__()
        self.heads = heads
        self.scale = (dim // heads) ** -0.5
        self.qkv = nn.Linear(dim, dim * 3, bias=False)
        self.out = nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor, mask: Optional[torch.Tensor] = None) -> torch.Tensor:
        b, n, d = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q, k, v = [t.reshape(b, n, self.heads, d // self.heads).transpose(1, 2) for t in (q, k, v)]
        att = (q @ k.transpose(-2, -1)) * self.scale
        if mask is not None:
            att = att.masked_fill(mask == 0, float("-inf"))
        att = att.softmax(dim=-1)
        y = (att @ v).transpose(1, 2).reshape(b, n, d)
        return self.out(y)


torch.manual_seed(1)
m = Attention(8)
x = torch.randn(2, 3, 8)
mask = torch.tril(torch.ones(3, 3))
y = m(x, mask)
print(y.shape, f"{y.abs().mean().item():.4f}")
sm = torch.jit.script(m)
print(torch.allclose(sm(x, mask), y, atol=1e-6))
tr = torch.jit.trace(m, (x, mask))
print(torch.allclose(tr(x, mask), y, atol=1e-6))
print(sm.code.count("softmax"), "heads" in dir(sm))
opt = torch.optim.Adam(m.parameters(), lr=0.01)
losses = []
for step in range(3):
    opt.zero_grad()
    loss = F.mse_loss(m(x, mask), torch.zeros_like(y))
    loss.backward()
    opt.step()
    losses.append(round(loss.item(), 5))
print(losses)
print(sorted({k: v.shape for k, v in m.state_dict().items()}.items())[0])
