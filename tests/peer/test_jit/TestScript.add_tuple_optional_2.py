import torch
from torch import Tensor
from typing import Optional
from typing import Tuple

torch.manual_seed(0)

def foo(input: Tuple[torch.Tensor, Optional[torch.Tensor], Optional[torch.Tensor]]) -> Optional[torch.Tensor]:
    changed_input = input[0] + 1
    value: Tuple[torch.Tensor, Optional[torch.Tensor], Optional[torch.Tensor]] = (changed_input,) + input[1:]
    return value[2]
inp: Tuple[torch.Tensor, Optional[torch.Tensor], Optional[torch.Tensor]] = (torch.rand(4), None, None)
print(torch.jit.script(foo)(inp))
