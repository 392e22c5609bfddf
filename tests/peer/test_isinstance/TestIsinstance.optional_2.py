import torch
from torch import Tensor
from typing import Optional
from typing import Any

def optional_test(x: Any):
    assert torch.jit.isinstance(x, Optional[torch.Tensor])
    assert not torch.jit.isinstance(x, Optional[str])
x = torch.ones(3, 3)
print(torch.jit.script(optional_test)(x))
