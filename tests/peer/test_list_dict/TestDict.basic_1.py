import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def simple(x: Dict[str, int]) -> Dict[str, int]:
    return x
print(torch.jit.script(simple)({"item": 20, "other_item": 120}))
