import torch
from typing import List


@torch.jit.script
def shapes(x: torch.Tensor):
    a = x.unflatten(1, [2, 3])
    b = x.movedim(0, 1)
    c = x.flatten()
    d = torch.stack([x, x], dim=2)
    e = torch.hstack([x, x])
    f = torch.vstack([x, x])
    g = x.unsqueeze(-1).expand(2, 6, 3)
    h = x.repeat(2, 1)
    i = x.repeat_interleave(2, dim=0)
    j = torch.tile(x, [1, 2])
    return a.shape, b.shape, c.shape, d.shape, e.shape, f.shape, g.shape, h.shape, i, j.shape


@torch.jit.script
def splits(x: torch.Tensor):
    a = x.split(4, dim=1)
    b = torch.split(x, [1, 5], 1)
    c = x.chunk(4, 1)
    d = torch.tensor_split(x, 3, dim=1)
    e = x.unbind(0)
    f = torch.dsplit(x.unsqueeze(-1).expand(2, 6, 4), 2)
    return [t.shape for t in a], [t.shape for t in b], [t.shape for t in c], [t.shape for t in d], len(e), [t.shape for t in f]


@torch.jit.script
def perms(x: torch.Tensor):
    y = x.reshape(2, 3, 2)
    return y.permute(2, 0, 1).contiguous().view(-1), y.transpose(0, 2).is_contiguous(), y.mT.shape, torch.flip(y, [0, 2]), torch.roll(y, 1, 2), torch.rot90(y[0], 1, [0, 1])


x = torch.arange(12).reshape(2, 6)
print(shapes(x))
print(splits(x))
print(perms(x))
try:
    x.view(5, -1)
except RuntimeError as e:
    print(e)
try:
    torch.jit.script(shapes)(torch.arange(5))
except Exception as e:
    print(type(e).__name__)
