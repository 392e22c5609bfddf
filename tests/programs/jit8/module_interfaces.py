# Module interfaces (test_module_interface.py): interface-typed attributes and swapping.
import torch
import torch.nn as nn
from typing import List


@torch.jit.interface
class OneTwo(nn.Module):
    def one(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        pass

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass


class Impl1(nn.Module):
    def one(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        return x + y

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.one(x, x)


class Impl2(nn.Module):
    def one(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        return x * y

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.one(x, x) - 1


class Holder(nn.Module):
    proxy: OneTwo

    def __init__(self):
        super().__init__()
        self.proxy = Impl1()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.proxy(x) + self.proxy.one(x, x)


@torch.jit.interface
class Scorer(object):
    def score(self, x: int) -> int:
        pass


@torch.jit.script
class Doubler(object):
    def __init__(self):
        pass

    def score(self, x: int) -> int:
        return 2 * x


@torch.jit.script
class Squarer(object):
    def __init__(self):
        pass

    def score(self, x: int) -> int:
        return x * x


@torch.jit.script
def use_scorer(s: Scorer, v: int) -> int:
    return s.score(v)


@torch.jit.script
def pick(flag: bool, v: int) -> int:
    s: Scorer = Doubler()
    if flag:
        s = Squarer()
    return s.score(v)


h = torch.jit.script(Holder())
x = torch.tensor([1.0, 2.0])
print(h(x))
h.proxy = torch.jit.script(Impl2())
print(h(x))
print(use_scorer(Doubler(), 5), use_scorer(Squarer(), 5))
print(pick(True, 3), pick(False, 3))
