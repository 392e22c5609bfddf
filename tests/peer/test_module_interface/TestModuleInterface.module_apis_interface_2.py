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
class ModuleInterface(nn.Module):
    def one(self, inp1, inp2):
        # type: (Tensor, Tensor) -> Tensor
        pass

class TestModule(nn.Module):
    proxy_mod : ModuleInterface

    def __init__(self):
        super(TestModule, self).__init__()
        self.proxy_mod = OrigModule()

    def forward(self, input):
        return input * 2

    @torch.jit.export
    def method(self, input):
        for module in self.modules():
            input = module(input)
        return input

scripted_mod = torch.jit.script(TestModule())
