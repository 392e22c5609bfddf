import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def foo() -> Dict[str, int]:
    a: Dict[str, int] = {}
    for i in range(3):
        a.update({"a": i})
    return a
print(torch.jit.script(foo)())
