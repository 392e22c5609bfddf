import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def get(x: Dict[bool, int], key: bool) -> Optional[int]:
    return x.get(key)
def get_default(x: Dict[bool, int], key: bool) -> int:
    return x.get(key, 42)

print(torch.jit.script(get)({True: 1}, True))
