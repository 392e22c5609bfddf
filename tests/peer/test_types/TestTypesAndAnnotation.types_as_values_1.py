import torch
from torch import Tensor

torch.manual_seed(0)

def fn(m: torch.Tensor) -> torch.device:
    return m.device
print(torch.jit.script(fn)(torch.randn(2, 2)))
