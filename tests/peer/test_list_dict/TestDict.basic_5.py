import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def type_default() -> Dict[str, Tensor]:
    return {}
print(torch.jit.script(type_default)())
