import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def ternary_predicate(d: Dict[int, int]):
    return "non-empty" if d else "empty"

print(torch.jit.script(ternary_predicate)({}))
