import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

@torch.jit.script
def fn() -> Dict[str, int]:
    a = torch.jit.annotate(Dict[str, int], {})
    a["ok"] = 10
    return a
print(fn())
