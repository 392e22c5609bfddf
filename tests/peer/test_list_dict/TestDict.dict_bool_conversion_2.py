import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def if_predicate(d: Dict[int, int]):
    if d:
        s, t = 0, 0
        for k, v in d.items():
            s += k
            t += v
        return s, t
    else:
        return -1, -1

print(torch.jit.script(if_predicate)({}))
