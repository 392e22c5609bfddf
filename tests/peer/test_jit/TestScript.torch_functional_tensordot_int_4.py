import torch
from torch import Tensor

def tensordot_dims_int(a: torch.Tensor, b: torch.Tensor, dims: int):
    return torch.tensordot(a, b, dims=dims)
a = torch.arange(120.0).reshape(2, 3, 4, 5)
b = torch.arange(840.0).reshape(4, 5, 6, 7)
dims = 2
print(torch.jit.script(tensordot_dims_int)(a, b, dims))
