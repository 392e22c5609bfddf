import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

@torch.jit.script
def missing_index(x: Dict[str, int]) -> int:
    return x["dne"]
missing_index({"item": 20, "other_item": 120})
