import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

@torch.jit.script
def bad_types(x: Dict[int, int], y: int) -> int:
    return x.get(y)
