import torch
from torch import Tensor

def tensordot_dims_tensor(a: torch.Tensor, b: torch.Tensor, dims: torch.Tensor):
    return torch.tensordot(a, b, dims=dims)
a = torch.arange(120.0).reshape(2, 3, 4, 5)
b = torch.arange(840.0).reshape(4, 5, 6, 7)
dims = torch.tensor([2])
a = torch.arange(60.0).reshape(3, 4, 5)
b = torch.arange(24.0).reshape(4, 3, 2)
dims = torch.tensor([[1, 0], [0, 1]], dtype=torch.long)
print(torch.jit.script(tensordot_dims_tensor)(a, b, dims))
