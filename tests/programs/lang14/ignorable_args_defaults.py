import torch
import torch.nn.functional as F
from typing import Optional


@torch.jit.script
def with_defaults(x: torch.Tensor, scale: float = 2.0, shift: Optional[float] = None, name: str = "n") -> torch.Tensor:
    y = x * scale
    if shift is not None:
        y = y + shift
    return y


@torch.jit.script
def call_ops(x: torch.Tensor):
    return F.softmax(x, dim=0), torch.sum(x, dim=0, keepdim=False), x.to(dtype=torch.float64, copy=False), torch.ones(2, dtype=None)


print(with_defaults(torch.ones(2)))
print(with_defaults(torch.ones(2), 3.0, 1.0))
print(with_defaults(torch.ones(2), shift=-1.0))
for r in call_ops(torch.tensor([1.0, 2.0])):
    print(torch.round(r, decimals=4))
print(call_ops.code)
print(with_defaults.code)
