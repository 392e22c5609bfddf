import torch
from torch import Tensor
from typing import List
from typing import Tuple
from typing import Any

def list_tensor_test(x: Any):
    assert torch.jit.isinstance(x, List[torch.Tensor])
    assert not torch.jit.isinstance(x, Tuple[int])
x = [torch.tensor([1]), torch.tensor([2]), torch.tensor([3])]
print(torch.jit.script(list_tensor_test)(x))
