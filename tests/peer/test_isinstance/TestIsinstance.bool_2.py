import torch
from typing import Any

def bool_test(x: Any):
    assert torch.jit.isinstance(x, bool)
    assert not torch.jit.isinstance(x, float)
x = False
print(torch.jit.script(bool_test)(x))
