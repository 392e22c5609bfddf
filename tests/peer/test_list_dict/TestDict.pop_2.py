import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def pop(x: Dict[str, Tensor], key: str) -> Tuple[Tensor, Dict[str, Tensor]]:
    return x.pop(key), x
def default_pop(x: Dict[str, Tensor], key: str, default: Tensor) -> Tuple[Tensor, Dict[str, Tensor]]:
    return x.pop(key, default), x

print(torch.jit.script(pop)({"a": torch.ones(1), "b": torch.ones(1) + 1, "c": torch.ones(1) + 2}, "a"))
