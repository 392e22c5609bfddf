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

class WrongMod(nn.Module):
    def two(self, x):
        # type: (int) -> int
        return 2 * x

    def forward(self, x):
        # type: (Tensor) -> Tensor
        return x + torch.randn(3, self.two(3))

scripted_wrong_mod = torch.jit.script(WrongMod())
as_module_interface(scripted_wrong_mod)
