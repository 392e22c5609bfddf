import torch
from torch import Tensor
from typing import List
from typing import Any

def list_tensor_type_false(x: Any):
    assert not torch.jit.isinstance(x, List[torch.Tensor])
x = [1, 2, 3]
print(torch.jit.script(list_tensor_type_false)(x))
