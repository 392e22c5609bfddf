import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

@torch.jit.script
def keys(x: Dict[str, Tensor]) -> List[str]:
    return list(x.keys())
print(sorted(keys({"a": torch.ones(1), "b": torch.ones(1) + 1, "c": torch.ones(1) + 2})))
