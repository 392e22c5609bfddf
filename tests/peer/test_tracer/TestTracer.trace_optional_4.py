import torch
from torch import Tensor
from typing import Optional

@torch.jit.script
def test(x: Optional[Tensor]):
    if x is None:
        return torch.zeros(1)
    else:
        return x

def test_none():
    return test(None)

def test_tensor():
    return test(torch.zeros(2))
f_none = torch.jit.trace(test_none, ())
print(f_none())
