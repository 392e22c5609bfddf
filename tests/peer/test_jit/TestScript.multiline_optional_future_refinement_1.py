import torch
from torch import Tensor
from typing import Optional
from typing import Tuple

@torch.jit.script
def fun() -> int:
    future: Optional[torch.jit.Future[Tuple[torch.Tensor]]] = None
    return 1
print(fun())
