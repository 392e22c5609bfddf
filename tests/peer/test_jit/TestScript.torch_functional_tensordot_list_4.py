import torch
from torch import Tensor
from typing import List

def tensordot_dims_list(a: torch.Tensor, b: torch.Tensor, dims: List[List[int]]):
    return torch.tensordot(a, b, dims=dims)
a = torch.arange(60.0).reshape(3, 4, 5)
b = torch.arange(24.0).reshape(4, 3, 2)
dims = [[1, 0], [0, 1]]
print(torch.jit.script(tensordot_dims_list)(a, b, dims))
