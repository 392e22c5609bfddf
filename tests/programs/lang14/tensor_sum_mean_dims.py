import torch
from typing import List


@torch.jit.script
def sums(x: torch.Tensor):
    a = x.sum()
    b = x.sum(0)
    c = x.sum([0, 1])
    d = x.sum(dim=[1], keepdim=True)
    e = torch.sum(x, -1, dtype=torch.float64)
    return a, b, c, d, e


@torch.jit.script
def means(x: torch.Tensor, dims: List[int]):
    return x.mean(dims), x.mean(dims, keepdim=True), torch.mean(x, dim=0)


@torch.jit.script
def prods(x: torch.Tensor):
    return x.prod(), x.prod(1), x.prod(1, keepdim=True), torch.prod(x, 0, dtype=torch.float32)


x = torch.arange(24).reshape(2, 3, 4)
for r in sums(x):
    print(r)
y = torch.arange(12, dtype=torch.float32).reshape(3, 4)
for r in means(y, [0, 1]):
    print(r)
for r in means(y, [-1]):
    print(r)
z = torch.tensor([[1, 2], [3, 4]])
for r in prods(z):
    print(r, r.dtype)
print(sums.code)
