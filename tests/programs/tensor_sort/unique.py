import torch
from typing import Tuple


@torch.jit.script
def f(x: torch.Tensor):
    a = torch.unique(x)
    b, c = torch.unique(x, return_counts=True)
    d = torch.unique_consecutive(x)
    e, g, h = torch.unique_consecutive(x, return_inverse=True, return_counts=True)
    i, j = torch.unique(x, sorted=True, return_inverse=True)
    return a, b, c, d, e, g, h, i, j


@torch.jit.script
def rows(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    return torch.unique(x, dim=0, return_inverse=True, return_counts=True)


print(f(torch.tensor([3, 1, 1, 2, 3, 3])))
print(rows(torch.tensor([[1, 1], [2, 3], [1, 1]])))
x = torch.tensor([3, 1, 1, 2, 3, 3, 7, 5, 5])
print(torch.unique(x, sorted=False, return_inverse=True))
print(torch.unique(x.float(), sorted=False, return_inverse=True, return_counts=True))
print(torch.unique(torch.tensor([True, False, True])))
print(torch.unique_consecutive(torch.tensor([[1, 1], [1, 1], [2, 3]]), dim=0, return_counts=True))
print(torch.unique(torch.tensor([2.5, 1.0, 2.5]), return_counts=True))
