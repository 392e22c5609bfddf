import torch
import torch.nn as nn
from torch import Tensor

torch.manual_seed(0)

def test_no_grad(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        w = x + y
    return w
s = torch.jit.script(test_no_grad)
x = torch.ones(5, 5, requires_grad=True)
y = torch.ones(5, 5) * 4
w = s(x, y)

def test_no_grad_assignment(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        x[0] = y
    return x
s = torch.jit.script(test_no_grad_assignment)
z = torch.randn(5)
w = s(x, z)

class NoGradModule(torch.nn.Module):

    def __init__(self):
        super().__init__()

    @torch.jit.ignore
    def adder(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        w = x + y
        return w

    def forward(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        with torch.no_grad():
            w = self.adder(x, y)
        return w
s = torch.jit.script(NoGradModule())
w = s(x, y)
print(w.requires_grad)
