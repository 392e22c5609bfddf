import torch
from typing import Any

torch.manual_seed(0)

@torch.jit.script
class NoEnterNoExit(object):
    def __init__(self):
        self.count = 1

def test_fn(x, c):
    # type: (Tensor, NoEnterNoExit) -> Tensor
    with c as _:
        pass

    return x

test_tensor = torch.randn(5, dtype=torch.double)
torch.jit.script(test_fn)(test_tensor, NoEnterNoExit())
