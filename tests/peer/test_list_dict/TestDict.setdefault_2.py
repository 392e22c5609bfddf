import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def setdefault(x: Dict[str, Tensor], key: str, default: Tensor) -> Dict[str, Tensor]:
    x.setdefault(key, default)
    return x

print(torch.jit.script(setdefault)({"a": torch.ones(1), "b": torch.ones(1) + 1, "c": torch.ones(1) + 2}, "nonexistant", torch.randn(2, 2)))
