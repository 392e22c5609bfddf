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
class TestNoModuleInterface(nn.Module):
    def __init__(self):
        super(TestNoModuleInterface, self).__init__()
        self.proxy_mod = OrigModule()

    def forward(self, input):
        # type: (Tensor) -> Tensor
        return self.proxy_mod(input)

scripted_no_module_interface = torch.jit.script(TestNoModuleInterface())
scripted_no_module_interface.proxy_mod = torch.jit.script(OrigModule())
print(scripted_no_module_interface(torch.ones(2)))
