import torch
from typing import Optional, Tuple
@torch.jit.script
def f(x: torch.Tensor, k: int = 2, bias: Optional[torch.Tensor] = None) -> Tuple[torch.Tensor, int]:
    y = x * k
    if bias is not None:
        y = y + bias
    return y, y.numel()
print(f(torch.ones(2)))
print(f(torch.ones(2), 3))
print(f(torch.ones(2), bias=torch.tensor([1., 2.])))
print(f.schema)
try:
    f(torch.ones(2), "a")
except RuntimeError as e:
    print("RuntimeError", str(e).splitlines()[0])
