import torch
from torch import Tensor
from typing import Tuple

torch.manual_seed(0)

def foo(input: Tuple[torch.Tensor, torch.Tensor, torch.Tensor]) -> torch.Tensor:
    changed_input = input[0] + 1
    value: Tuple[torch.Tensor, torch.Tensor, torch.Tensor] = (changed_input,) + input[1:]
    return torch.sum(value[2]) + 4
inp: Tuple[torch.Tensor, torch.Tensor, torch.Tensor] = (torch.rand(4), torch.rand(4), torch.rand(4))
print(torch.jit.script(foo)(inp))
