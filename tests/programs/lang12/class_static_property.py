import torch
from typing import List


@torch.jit.script
class Temperature:
    def __init__(self, celsius: float):
        self._c = celsius

    @property
    def fahrenheit(self) -> float:
        return self._c * 9.0 / 5.0 + 32.0

    @property
    def celsius(self) -> float:
        return self._c

    @staticmethod
    def from_f(f: float) -> "Temperature":
        return Temperature((f - 32.0) * 5.0 / 9.0)

    @staticmethod
    def average(ts: List[float]) -> float:
        return sum(ts) / len(ts)

    def warmer(self, d: float) -> "Temperature":
        return Temperature(self._c + d)


@torch.jit.script
def run() -> List[float]:
    t = Temperature(100.0)
    u = Temperature.from_f(50.0)
    w = t.warmer(-50.0)
    return [t.fahrenheit, u.celsius, w.celsius, Temperature.average([t.celsius, u.celsius])]


print(run())
t = Temperature(20.0)
print(t.fahrenheit, t.warmer(5.0).celsius)
