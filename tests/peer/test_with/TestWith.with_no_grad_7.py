import torch
from torch import Tensor

def test_no_grad(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        w = x + y
    return w
s = torch.jit.script(test_no_grad)
x = torch.ones(5, 5, requires_grad=True)
y = torch.ones(5, 5) * 4
w = s(x, y)
print(w.grad_fn)
