import torch
from torch import Tensor
from typing import Tuple
from typing import Any

def tuple_tensor_test(x: Any):
    assert torch.jit.isinstance(x, Tuple[torch.Tensor, torch.Tensor])
x = (torch.tensor([1]), torch.tensor([[2], [3]]))
print(torch.jit.script(tuple_tensor_test)(x))
