import torch
from torch import Tensor

def fn(x: torch.Tensor):
    return x[slice(None, 3, 1), ...]
print(torch.jit.script(fn)(torch.ones((10, 10))))
