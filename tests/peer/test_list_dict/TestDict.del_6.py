import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def fn(x: Dict[str, int]) -> Dict[str, int]:
    del x["hi"]
    return x

torch.jit.script(fn)({})
