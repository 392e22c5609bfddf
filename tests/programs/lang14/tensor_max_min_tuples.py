import torch
from typing import Tuple


@torch.jit.script
def maxes(x: torch.Tensor):
    v, i = x.max(1)
    w, j = torch.min(x, dim=0, keepdim=True)
    r = x.max(dim=-1)
    return v, i, w, j, r.values, r.indices, x.max(), x.min()


@torch.jit.script
def pairwise(a: torch.Tensor, b: torch.Tensor):
    return torch.max(a, b), torch.min(a, b), a.maximum(b), torch.minimum(a, b)


@torch.jit.script
def argmx(x: torch.Tensor):
    return x.argmax(), x.argmax(1), x.argmin(dim=0, keepdim=True), torch.aminmax(x)


x = torch.tensor([[3, 1, 4], [1, 5, 9], [2, 6, 5]])
for r in maxes(x):
    print(r)
a = torch.tensor([1.0, 5.0, -2.0])
b = torch.tensor([2.0, 3.0, -1.0])
for r in pairwise(a, b):
    print(r)
for r in argmx(x.float()):
    print(r)
