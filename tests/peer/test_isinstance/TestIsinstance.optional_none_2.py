import torch
from torch import Tensor
from typing import Optional
from typing import Any

def optional_test_none(x: Any):
    assert torch.jit.isinstance(x, Optional[torch.Tensor])
x = None
print(torch.jit.script(optional_test_none)(x))
