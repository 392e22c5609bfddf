import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def get(x: Dict[str, Tensor], key: str) -> Optional[Tensor]:
    return x.get(key)

print(torch.jit.script(get)({"a": torch.ones(1), "b": torch.ones(1) + 1, "c": torch.ones(1) + 2}, "doesn't exist"))
