import torch
from torch import Tensor
from typing import List
from typing import Optional

def fn():
    x: List[torch.Tensor] = []
    z: List[Optional[List[torch.Tensor]]] = []
    z.append(x)
    x_alias = z[0]
    if torch.jit.isinstance(x_alias, List[torch.Tensor]):
        x_alias.append(torch.tensor(3))
    return x
print(torch.jit.script(fn)())
