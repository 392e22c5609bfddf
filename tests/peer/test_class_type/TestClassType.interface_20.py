import torch
import torch.nn as nn
from torch import Tensor
from typing import List

torch.manual_seed(0)

@torch.jit.script
class Foo(object):
    def __init__(self):
        pass

    def one(self, x, y):
        return x + y

    def two(self, x):
        return 2 * x

@torch.jit.script
class Bar(object):
    def __init__(self):
        pass

    def one(self, x, y):
        return x * y

    def two(self, x):
        return 2 / x

@torch.jit.interface
class OneTwo(object):
    def one(self, x, y):
        # type: (Tensor, Tensor) -> Tensor
        pass

    def two(self, x):
        # type: (Tensor) -> Tensor
        pass

@torch.jit.interface
class OneTwoThree(object):
    def one(self, x, y):
        # type: (Tensor, Tensor) -> Tensor
        pass

    def two(self, x):
        # type: (Tensor) -> Tensor
        pass

    def three(self, x):
        # type: (Tensor) -> Tensor
        pass

@torch.jit.interface
class OneTwoWrong(object):
    def one(self, x, y):
        # type: (Tensor, Tensor) -> Tensor
        pass

    def two(self, x):
        # type: (int) -> int
        pass

@torch.jit.script
class NotMember(object):
    def __init__(self):
        pass

    def one(self, x, y):
        return x + y

@torch.jit.script
class NotMember2(object):
    def __init__(self):
        pass

    def one(self, x, y):
        return x + y

    def two(self, x):
        # type: (int) -> int
        return 3

@torch.jit.script
def as_interface(x):
    # type: (OneTwo) -> OneTwo
    return x

@torch.jit.script
def inherit(x):
    # type: (OneTwoThree) -> OneTwo
    return as_interface(x)

class TestPyAssign(nn.Module):
    def __init__(self):
        super(TestPyAssign, self).__init__()
        self.proxy_mod = Foo()

    def forward(self, x):
        return self.proxy_mod.two(x)

TestPyAssign.__annotations__ = {'proxy_mod': OneTwo}

input = torch.rand(3, 4)
scripted_pyassign_mod = torch.jit.script(TestPyAssign())
torch.jit.save(scripted_pyassign_mod, "export_import.pt")
imported_mod = torch.jit.load("export_import.pt")
print(scripted_pyassign_mod(input))
print(imported_mod(input))
