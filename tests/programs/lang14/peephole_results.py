import torch
from typing import List


@torch.jit.script
def sizes(x: torch.Tensor) -> List[int]:
    a = x.size()
    b = len(x.size())
    c = x.dim()
    d = x.size(0) + x.size(-1)
    return [b, c, d] + a


@torch.jit.script
def noops(x: torch.Tensor):
    y = x + 0
    z = x * 1
    w = x - 0
    v = x / 1
    u = x.type_as(x)
    return y is x, y, z, w, v, u


@torch.jit.script
def list_idx(x: int):
    a = [x, x + 1, x + 2]
    return a[1], len(a), a[-1]


print(sizes(torch.zeros(2, 3)))
print(noops(torch.tensor([1, 2])))
print(list_idx(5))
print(list_idx.code)
