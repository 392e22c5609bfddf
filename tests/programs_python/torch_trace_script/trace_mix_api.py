import torch
import torch.nn as nn
import torch.nn.functional as F
from typing import List, Tuple

torch.manual_seed(0)


@torch.jit.script
def masked_mean(x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    m = mask.to(x.dtype)
    return (x * m).sum(-1) / m.sum(-1).clamp(min=1.0)


def scaled(x, factor: float = 2.0):
    return x * factor + 1


class Block(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.lin = nn.Linear(d, d)
        self.norm = nn.LayerNorm(d)

    def forward(self, x, mask):
        h = self.norm(F.gelu(self.lin(x)))
        pooled = masked_mean(h, mask)
        return h, pooled


class Head(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def forward(self, x):
        return self.fc(x).softmax(-1)

    def extra(self, x):
        return self.fc(x) * 0


blk = Block(4)
x = torch.randn(2, 3, 4)
mask = torch.tensor([[1, 1, 0, 0], [1, 0, 1, 1], [0, 1, 1, 1]]).bool()
traced = torch.jit.trace(blk, (x, mask))
h1, p1 = traced(x, mask)
h2, p2 = blk(x, mask)
print(torch.allclose(h1, h2), torch.allclose(p1, p2), p1.shape)
print(type(traced).__name__, traced.training)

f = torch.jit.trace(scaled, torch.ones(3))
print(f(torch.arange(3.)), f.__class__.__name__)
print(torch.jit.is_tracing(), torch.jit.is_scripting())

head = Head()
tm = torch.jit.trace_module(head, {"forward": torch.randn(1, 4), "extra": torch.randn(1, 4)})
print(tm(torch.ones(1, 4)).shape, tm.extra(torch.ones(2, 4)).abs().sum().item())


class Wrapper(nn.Module):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.inner(x)
        if y.sum() > 0.5:
            return y * 2
        return y


w = torch.jit.script(Wrapper(torch.jit.trace(Head(), torch.randn(1, 4))))
print(w(torch.randn(3, 4)).shape)
print("inner" in dict(w.named_children()))


@torch.jit.script_if_tracing
def clip_rows(x: torch.Tensor, n: int) -> torch.Tensor:
    out: List[torch.Tensor] = []
    for i in range(min(n, x.size(0))):
        out.append(x[i])
    return torch.stack(out)


def uses_clip(x):
    return clip_rows(x, 2) + 1


tc = torch.jit.trace(uses_clip, torch.randn(4, 3))
print(tc(torch.zeros(5, 3)).shape, uses_clip(torch.zeros(1, 3)).shape)

frozen = torch.jit.freeze(torch.jit.script(Head()).eval())
print(frozen(torch.ones(1, 4)).sum().round(decimals=4))
