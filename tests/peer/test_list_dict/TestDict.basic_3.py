import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def index(x: Dict[str, int]) -> int:
    return x["item"]
print(torch.jit.script(index)({"item": 20, "other_item": 120}))
