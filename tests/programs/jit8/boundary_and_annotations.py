# Values crossing into script code: List[complex] takes real numbers, a module's
# class-level `__annotations__` dict types its attributes, an ignored class
# cannot be instantiated in script code.
import torch
from typing import List, Optional


@torch.jit.script
def pick(a: List[complex], i: int) -> complex:
    return a[i] * 2


@torch.jit.script
def scale(c: complex) -> complex:
    return c + 1j


print(pick([1j, 2, 3 + 4j, -5, -7.5], 1), pick([1j, 2, 3 + 4j], 2))
print(scale(3), scale(2.5), scale(1 + 1j))


class A(torch.nn.Module):
    __annotations__ = {"x": Optional[torch.Tensor], "n": int}

    def __init__(self):
        super().__init__()
        self.x = None
        self.n = 0

    @torch.jit.ignore
    def fill(self):
        if self.x is None:
            self.x = torch.tensor([3])

    def forward(self, t: torch.Tensor) -> torch.Tensor:
        self.fill()
        self.n += 1
        x = self.x
        if x is not None:
            return t + x
        return t


m = torch.jit.script(A())
print(m(torch.ones(1)), m.x, m.n)


@torch.jit.ignore
class Helper(object):
    def bad(self):
        return "a" + 200


class UsesHelper(torch.nn.Module):
    def forward(self, x: torch.Tensor):
        return Helper()


try:
    torch.jit.script(UsesHelper())
except Exception as e:
    print(type(e).__name__, "|", str(e).splitlines()[0])
