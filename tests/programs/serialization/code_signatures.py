import torch
from typing import List, Optional, Tuple

@torch.jit.script
def g(x: torch.Tensor, dims: int = 0, name: str = "a\"b", flag: bool = True,
      eps: float = -1e-5, opt: Optional[int] = None) -> Tuple[torch.Tensor, str]:
    return x.sum(dims) * eps, name + str(flag) + str(opt)

@torch.jit.script
def h(x: torch.Tensor) -> torch.Tensor:
    return torch.nn.functional.pad(x, [1, 1]) + x.norm(2, 0, True) + torch.full([2], 3.0)

print(g.code)
print(h.code)
