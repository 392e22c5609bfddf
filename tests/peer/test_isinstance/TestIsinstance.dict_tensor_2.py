import torch
from torch import Tensor
from typing import Dict
from typing import Any

def dict_int_tensor_test(x: Any):
    assert torch.jit.isinstance(x, Dict[int, torch.Tensor])
x = {2: torch.tensor([2])}
print(torch.jit.script(dict_int_tensor_test)(x))
