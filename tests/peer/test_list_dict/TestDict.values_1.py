import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

@torch.jit.script
def values(x: Dict[str, Tensor]) -> List[Tensor]:
    return list(x.values())
print(sorted([float(v) for v in values({"a": torch.ones(1), "b": torch.ones(1) + 1, "c": torch.ones(1) + 2})]))
