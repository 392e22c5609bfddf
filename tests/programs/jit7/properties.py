# @property on script classes and modules: getters, setters (assignment
# outside __init__ calls them), properties calling methods, and a module's
# __jit_unused_properties__ left to Python.
import torch
from typing import List


@torch.jit.script
class Temp(object):
    def __init__(self, c: float):
        self._c = c

    @property
    def celsius(self) -> float:
        return self._c

    @celsius.setter
    def celsius(self, v: float):
        self._c = max(v, -273.15)

    @property
    def fahrenheit(self) -> float:
        return self.celsius * 9.0 / 5.0 + 32.0

    def warm(self, d: float) -> "Temp":
        self.celsius += d
        return self


@torch.jit.script
def temps(xs: List[float]) -> List[float]:
    out: List[float] = []
    for x in xs:
        t = Temp(x)
        out.append(t.warm(10.0).fahrenheit)
    t = Temp(1.0)
    t.celsius = -500.0
    out.append(t.celsius)
    return out


print(temps([0.0, 100.0]))


class Scaler(torch.nn.Module):
    __jit_unused_properties__ = ["python_only"]

    def __init__(self):
        super().__init__()
        self.k = 3

    @property
    def double_k(self) -> int:
        return self.k * 2

    @property
    def python_only(self):
        return "py"

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.double_k


m = torch.jit.script(Scaler())
print(m(torch.ones(2)))
