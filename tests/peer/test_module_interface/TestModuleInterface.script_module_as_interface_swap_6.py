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

    def forward(self, input):
        # type: (Tensor) -> Tensor
        pass

class OrigScriptModule(torch.jit.ScriptModule):
    def __init__(self):
        super(OrigScriptModule, self).__init__()

    @torch.jit.script_method
    def one(self, inp1, inp2):
        # type: (Tensor, Tensor) -> Tensor
        return inp1 + inp2 + 1

    @torch.jit.script_method
    def forward(self, input):
        # type: (Tensor) -> Tensor
        return input + self.one(input, input) + 1

class NewScriptModule(torch.jit.ScriptModule):
    def __init__(self):
        super(NewScriptModule, self).__init__()

    @torch.jit.script_method
    def one(self, inp1, inp2):
        # type: (Tensor, Tensor) -> Tensor
        return inp1 * inp2 + 1

    @torch.jit.script_method
    def forward(self, input):
        # type: (Tensor) -> Tensor
        return self.one(input, input + 1)

class TestNNModuleWithScriptModule(nn.Module):
    proxy_mod : ModuleInterface

    def __init__(self):
        super(TestNNModuleWithScriptModule, self).__init__()
        self.proxy_mod = OrigScriptModule()

    def forward(self, input):
        # type: (Tensor) -> Tensor
        return self.proxy_mod.forward(input)

torch.manual_seed(0)
input = torch.randn(3, 4)
scripted_mod = torch.jit.script(TestNNModuleWithScriptModule())
print(scripted_mod(input), 3 * input + 2)
