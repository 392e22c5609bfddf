import torch
from torch import Tensor
from typing import List
from typing import Any

torch.manual_seed(0)

def list_tensor_type_true(x: Any):
    assert torch.jit.isinstance(x, List[torch.Tensor])
x = [torch.rand(3, 3), torch.rand(4, 3)]
print(torch.jit.script(list_tensor_type_true)(x))
