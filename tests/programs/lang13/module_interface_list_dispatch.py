import torch
import torch.nn as nn
from typing import List


@torch.jit.interface
class OneTwoModule(nn.Module):
    def one(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        pass

    def two(self, x: torch.Tensor) -> torch.Tensor:
        pass

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass


class FooMod(nn.Module):
    def one(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        return x + y

    def two(self, x: torch.Tensor) -> torch.Tensor:
        return 2 * x

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.one(self.two(x), x)


class BarMod(nn.Module):
    def one(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        return x * y

    def two(self, x: torch.Tensor) -> torch.Tensor:
        return 2 / x

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.two(self.one(x, x))


class M(nn.Module):
    sub: OneTwoModule

    def __init__(self):
        super().__init__()
        self.sub = BarMod()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.sub.forward(x) + self.sub.two(x)


@torch.jit.script
def use_module_interface(mod_list: List[OneTwoModule], x: torch.Tensor):
    return mod_list[0].forward(x) + mod_list[1].forward(x)


x = torch.tensor([1.0, 2.0, 4.0])
sm = torch.jit.script(M())
print(sm(x))
sm.sub = torch.jit.script(FooMod())
print(sm(x))
print(use_module_interface([torch.jit.script(FooMod()), torch.jit.script(BarMod())], x))
print(sm.code)
