import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def clear(x: Dict[str, Tensor]) -> Dict[str, Tensor]:
    x.clear()
    return x
print(torch.jit.script(clear)({"a": torch.ones(1), "b": torch.ones(1) + 1, "c": torch.ones(1) + 2}))
