import torch
from torch import Tensor
from typing import List

torch.manual_seed(0)

@torch.jit.script
def copy_list(a: List[Tensor]) -> List[Tensor]:
    return a.copy()
for l in [[], [torch.rand(2)], [torch.rand(2), torch.rand(2), torch.rand(2)]]:
    print(copy_list(l))
