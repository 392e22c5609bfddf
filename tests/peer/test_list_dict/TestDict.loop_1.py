import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

@torch.jit.script
def fn(x: int) -> Dict[str, int]:
    a = torch.jit.annotate(Dict[str, int], {})
    for i in range(x):
        a["ok"] = i
    return a
print(fn(10))
