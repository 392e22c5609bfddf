import torch
from typing import List


@torch.jit.script
def grids(a: torch.Tensor, b: torch.Tensor) -> List[torch.Tensor]:
    g = torch.meshgrid([a, b])
    h = torch.meshgrid([a, b], indexing="xy")
    return [g[0], g[1], h[0], h[1], torch.column_stack([a, a * 2]), torch.row_stack([a, a])]


@torch.jit.script
def splits(m: torch.Tensor) -> List[torch.Tensor]:
    return torch.hsplit(m, 2) + torch.vsplit(m, [1]) + torch.hsplit(m[0], [1, 3])


@torch.jit.script
def search(s: torch.Tensor, v: torch.Tensor):
    return [torch.searchsorted(s, v), torch.searchsorted(s, v, right=True), torch.bucketize(v, s),
            torch.bucketize(v, s, out_int32=True, right=True), torch.searchsorted(s, v, side="right")]


for t in grids(torch.tensor([1, 2, 3]), torch.tensor([10, 20])):
    print(t)
for t in splits(torch.arange(12).reshape(3, 4)):
    print(t)
for t in search(torch.tensor([1.0, 3.0, 5.0, 7.0]), torch.tensor([[3.0, 6.0, 9.0], [0.0, 7.0, 5.0]])):
    print(t)
x = torch.tensor([0, 1, 1, 3, 7])
print(torch.bincount(x), torch.bincount(x, torch.tensor([0.5, 1.0, 2.0, 3.0, 0.25])), torch.bincount(x, minlength=10))
print(torch.bincount(x, torch.tensor([1, 2, 3, 4, 5])), torch.searchsorted(torch.tensor([[1, 3, 5], [2, 4, 6]]), torch.tensor([[3], [6]]), right=True))
