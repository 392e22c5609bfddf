import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def length(x: Dict[str, Tensor]) -> int:
    return len(x)
print(torch.jit.script(length)({"a": torch.ones(1), "b": torch.ones(1) + 1, "c": torch.ones(1) + 2}))
