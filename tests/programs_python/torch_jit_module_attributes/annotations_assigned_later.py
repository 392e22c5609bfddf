# Attribute types from a class's __annotations__ assigned after the class
# statement (PyTorch's concrete type inference reads the runtime dict): an
# interface-typed attribute accepts any implementing script class and rejects
# one that lacks a method.
import torch
import torch.nn as nn


@torch.jit.interface
class Shape(object):
    def area(self, s: float) -> float:
        pass

    def name(self) -> str:
        pass


@torch.jit.script
class Square(object):
    def __init__(self):
        pass

    def area(self, s: float) -> float:
        return s * s

    def name(self) -> str:
        return "square"


@torch.jit.script
class Blob(object):
    def __init__(self):
        pass

    def area(self, s: float) -> float:
        return 0.0


class Holder(nn.Module):
    def __init__(self, shape):
        super().__init__()
        self.shape = shape

    def forward(self, s: float) -> float:
        return self.shape.area(s)


Holder.__annotations__ = {"shape": Shape}
m = torch.jit.script(Holder(Square()))
print(m(3.0))
try:
    torch.jit.script(Holder(Blob()))
except RuntimeError as e:
    for line in str(e).splitlines():
        print(line.replace(line[line.find(" (of"):line.find(")") + 1], "") if " (of" in line else line)
