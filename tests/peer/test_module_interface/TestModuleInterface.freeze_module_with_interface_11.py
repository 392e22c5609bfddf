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
class SubModule(torch.nn.Module):
    def __init__(self):
        super(SubModule, self).__init__()
        self.b = 20

    def forward(self, x):
        return self.b

class OrigMod(torch.nn.Module):
    def __init__(self):
        super(OrigMod, self).__init__()
        self.a = 0

    def forward(self, x):
        return self.a

@torch.jit.interface
class ModInterface(torch.nn.Module):
    def forward(self, x):
        # type:  (Tensor) -> int
        pass

class TestModule(torch.nn.Module):
    proxy_mod : ModInterface

    def __init__(self):
        super(TestModule, self).__init__()
        self.proxy_mod = OrigMod()
        self.sub = SubModule()  # folded

    def forward(self, x):
        return self.proxy_mod(x) + self.sub(x)

m = torch.jit.script(TestModule())
m.eval()
# torch._C._freeze_module(m._c, freezeInterfaces=True), as torch.jit.freeze calls it
mf = torch.jit.freeze(m)
input = torch.tensor([1])
out_s = m.forward(input)
out_f = mf.forward(input)
print(out_s, out_f)
