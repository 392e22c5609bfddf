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

@torch.jit.interface
class OneTwoClass(object):
    def one(self, x, y):
        # type: (Tensor, Tensor) -> Tensor
        pass

    def two(self, x):
        # type: (Tensor) -> Tensor
        pass

class FooMod(nn.Module):
    def one(self, x, y):
        # type: (Tensor, Tensor) -> Tensor
        return x + y

    def two(self, x):
        # type: (Tensor) -> Tensor
        return 2 * x

    def forward(self, x):
        # type: (Tensor) -> Tensor
        return self.one(self.two(x), x)

class BarMod(nn.Module):
    def one(self, x, y):
        # type: (Tensor, Tensor) -> Tensor
        return x * y

    def two(self, x):
        # type: (Tensor) -> Tensor
        return 2 / x

    def forward(self, x):
        # type: (Tensor) -> Tensor
        return self.two(self.one(x, x))

    @torch.jit.export
    def forward2(self, x):
        # type: (Tensor) -> Tensor
        return self.two(self.one(x, x)) + 1

def use_module_interface(mod_list: List[OneTwoModule], x: torch.Tensor):
    return mod_list[0].forward(x) + mod_list[1].forward(x)

def use_class_interface(mod_list, x):
    # type: (List[OneTwoClass], Tensor) -> Tensor
    return mod_list[0].two(x) + mod_list[1].one(x, x)

scripted_foo_mod = torch.jit.script(FooMod())
scripted_bar_mod = torch.jit.script(BarMod())
torch.manual_seed(0)
print(torch.jit.script(use_class_interface)([scripted_foo_mod, scripted_bar_mod], torch.rand(3, 4)))
