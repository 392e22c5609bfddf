import torch
from typing import Any

def float_test(x: Any):
    assert torch.jit.isinstance(x, float)
    assert not torch.jit.isinstance(x, int)
x = 1.0
print(torch.jit.script(float_test)(x))
