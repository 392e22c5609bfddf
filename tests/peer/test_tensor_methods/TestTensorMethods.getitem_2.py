import torch
from torch import Tensor

torch.manual_seed(0)

def tensor_getitem(inp: torch.Tensor):
    indices = torch.tensor([0, 2], dtype=torch.long)
    return inp.__getitem__(indices)
inp = torch.rand(3, 4)
print(torch.jit.script(tensor_getitem)(inp))
