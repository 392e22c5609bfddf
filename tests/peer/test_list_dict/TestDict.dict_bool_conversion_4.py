import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def while_predicate(d: Dict[int, int]):
    while d:
        d.clear()

print(torch.jit.script(while_predicate)({1: 2, 3: 5}))
