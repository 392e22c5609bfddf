import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

@torch.jit.script
def specialized_list():
    li = {1: 1, 2: 2}.keys()
    li.append(3)
    return li
print(sorted(specialized_list()))
