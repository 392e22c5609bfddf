import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def func(x: Dict[str, Tensor]) -> Dict[str, Tensor]:
    return x.copy()
print(torch.jit.script(func)({"a": torch.ones(1), "b": torch.ones(1) + 1, "c": torch.ones(1) + 2}))
