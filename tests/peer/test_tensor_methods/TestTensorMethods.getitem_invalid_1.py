import torch
from torch import Tensor

def tensor_getitem_invalid(inp: torch.Tensor):
    return inp.__getitem__()
torch.jit.script(tensor_getitem_invalid)
