import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def fn(x: Dict[int, int], y: int) -> int:
    return x.get(y, 3)
d = {1: 2, 3: 4}
print(torch.jit.script(fn)(d, 3))
