import torch
from torch import Tensor
from typing import Dict
from typing import Tuple

torch.manual_seed(0)

def fn(x: torch.Tensor) -> Tuple[Tuple[torch.Tensor], Dict[str, int]]:
    xl: list[tuple[torch.Tensor]] = []
    xd: dict[str, int] = {}
    xl.append((x,))
    xd['foo'] = 1
    return (xl.pop(), xd)
print(torch.jit.script(fn)(torch.randn(2, 2)))
