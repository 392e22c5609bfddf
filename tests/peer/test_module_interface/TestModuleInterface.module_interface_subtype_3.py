import torch
import torch.nn as nn
from typing import List, Any
from torch import Tensor

class OrigModule(nn.Module):
    def __init__(self):
        super(OrigModule, self).__init__()

    def one(self, inp1, inp2):
        # type: (Tensor, Tensor) -> Tensor
        return inp1 + inp2 + 1

    def two(self, input):
        # type: (Tensor) -> Tensor
        return input + 2

    def forward(self, input):
        # type: (Tensor) -> Tensor
        return input + self.one(input, input) + 1

class NewModule(nn.Module):
    def __init__(self):
        super(NewModule, self).__init__()

    def one(self, inp1, inp2):
        # type: (Tensor, Tensor) -> Tensor
        return inp1 * inp2 + 1

    def forward(self, input):
        # type: (Tensor) -> Tensor
        return self.one(input, input + 1)
@torch.jit.interface
class OneTwoModule(nn.Module):
    def one(self, x, y):
        # type: (Tensor, Tensor) -> Tensor
        pass

    def two(self, x):
        # type: (Tensor) -> Tensor
        pass

    def forward(self, x):
        # type: (Tensor) -> Tensor
        pass

@torch.jit.script
def as_module_interface(x):
    # type: (OneTwoModule) -> OneTwoModule
    return x

@torch.jit.script
class Foo(object):
    def one(self, x, y):
        # type: (Tensor, Tensor) -> Tensor
        return x + y

    def two(self, x):
        # type: (Tensor) -> Tensor
        return 2 * x

    def forward(self, x):
        # type: (Tensor) -> Tensor
        return self.one(self.two(x), x)

as_module_interface(Foo())
