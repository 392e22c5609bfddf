import torch
from typing import Any

torch.manual_seed(0)

@torch.jit.script
class BadEnter(object):
    def __init__(self):
        self.count = 1

    def __enter__(self, incr: int):
        self.count += incr

    def __exit__(self, type: Any, value: Any, tb: Any):
        pass

def test_fn(x, c):
    # type: (Tensor, BadEnter) -> Tensor
    with c as _:
        pass

    return x

test_tensor = torch.randn(5, dtype=torch.double)
torch.jit.script(test_fn)(test_tensor, BadEnter())
