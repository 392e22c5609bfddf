# Tensor operators called from script: sort(stable), unique_consecutive, bincount,
# topk, cumsum, where, masked ops, linalg basics (exact small integers/rounded).
import torch
from typing import List, Tuple


@torch.jit.script
def sorting(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    v, i = torch.sort(x, stable=True)
    v2, i2 = x.sort(descending=True, stable=True)
    return v, i, v2, i2


@torch.jit.script
def uniq(x: torch.Tensor):
    a, inv, cnt = torch.unique_consecutive(x, return_inverse=True, return_counts=True)
    return a, inv, cnt, torch.bincount(x), torch.bincount(x, minlength=7)


@torch.jit.script
def misc(x: torch.Tensor) -> List[torch.Tensor]:
    vals, idx = torch.topk(x, 2)
    return [vals, idx, torch.cumsum(x, 0), torch.where(x > 2, x, -x),
            x.masked_fill(x == 1, 100), torch.argsort(x, stable=True),
            torch.searchsorted(torch.tensor([1, 3, 5]), x)]


@torch.jit.script
def lin(a: torch.Tensor) -> List[torch.Tensor]:
    return [torch.round(torch.linalg.det(a), decimals=4), torch.round(torch.linalg.inv(a), decimals=4),
            torch.linalg.norm(a).round(decimals=4), torch.linalg.matrix_rank(a)]


x = torch.tensor([3, 1, 2, 1, 3, 3, 0])
for t in sorting(x):
    print(t)
for t in uniq(x):
    print(t)
for t in misc(x):
    print(t)
for t in lin(torch.tensor([[2.0, 1.0], [1.0, 3.0]])):
    print(t)
