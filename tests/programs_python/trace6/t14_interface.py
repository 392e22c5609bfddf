import torch
import torch.nn as nn

@torch.jit.interface
class OneArg(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass

class Add(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + 1

class Mul(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * 3

class Holder(nn.Module):
    impl: OneArg

    def __init__(self, impl):
        super().__init__()
        self.impl = impl

    def forward(self, x):
        return self.impl.forward(x)

a = torch.jit.script(Holder(Add()))
b = torch.jit.script(Holder(Mul()))
print(a(torch.ones(2)), b(torch.ones(2)))
print(a.code)

@torch.jit.interface
class Shape:
    def area(self) -> float:
        pass

@torch.jit.script
class Sq:
    def __init__(self, s: float):
        self.s = s
    def area(self) -> float:
        return self.s * self.s

@torch.jit.script
def total(x: Shape) -> float:
    return x.area() + 1.0

print(total(Sq(3.0)))
