import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def update(a: Dict[str, Tensor], b: Dict[str, Tensor]) -> Tuple[Dict[str, Tensor], Dict[str, Tensor]]:
    a.update(b)
    return a, b

print(torch.jit.script(update)({"a": torch.ones(1), "b": torch.ones(1) + 1, "c": torch.ones(1) + 2}, {"a": torch.ones(1), "b": torch.ones(1) + 1, "c": torch.ones(1) + 2}))
