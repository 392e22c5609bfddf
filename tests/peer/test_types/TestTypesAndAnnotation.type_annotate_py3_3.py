import torch
from torch import Tensor
from typing import List
from typing import Optional

def fn():
    a: List[int] = []
    b: torch.Tensor = torch.ones(2, 2)
    c: Optional[torch.Tensor] = None
    d: Optional[torch.Tensor] = torch.ones(3, 4)
    for _ in range(10):
        a.append(4)
        c = torch.ones(2, 2)
        d = None
    return (a, b, c, d)

def wrong_type():
    wrong: List[int] = [0.5]
    return wrong
torch.jit.script(wrong_type)
