import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

@torch.jit.script
def fn(a: Dict[str, int]) -> int:
    return a[None]
