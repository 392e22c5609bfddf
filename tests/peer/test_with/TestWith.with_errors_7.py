import torch
from typing import Any

torch.manual_seed(0)

@torch.jit.script
class BadExit(object):
    def __init__(self):
        self.count = 1

    def __enter__(self):
        self.count += 1

    def __exit__(self, type: Any, value: Any):
        pass

def test_fn(x, c):
    # type: (Tensor, BadExit) -> Tensor
    with c as _:
        pass

    return x

test_tensor = torch.randn(5, dtype=torch.double)
torch.jit.script(test_fn)(test_tensor, BadExit())
