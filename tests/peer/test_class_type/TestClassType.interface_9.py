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

def use_them(x):
    a = Foo()
    b = Bar()
    c = torch.jit.annotate(List[OneTwo], [a, b])
    for i in range(len(c)):
        x = c[i].one(x, x)
        x = c[i].two(x)
    return x

print(torch.jit.script(use_them)(torch.rand(3, 4)))
