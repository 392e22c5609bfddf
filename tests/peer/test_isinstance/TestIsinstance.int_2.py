import torch
from typing import Any

def int_test(x: Any):
    assert torch.jit.isinstance(x, int)
    assert not torch.jit.isinstance(x, float)
x = 1
print(torch.jit.script(int_test)(x))
