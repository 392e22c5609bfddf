import torch
from typing import List


@torch.jit.script
def percent(name: str, n: int, x: float) -> str:
    a = "%s has %d items" % (name, n)
    b = "%s=%s" % (name, x)
    c = "[%d]" % n
    return a + " | " + b + " | " + c


@torch.jit.script
def fmt(name: str, n: int, x: float, xs: List[int]) -> str:
    a = "{} and {}".format(name, n)
    b = "{}:{}:{}".format(x, xs, True)
    return a + " / " + b


@torch.jit.script
def fstr(name: str, n: int, x: float, t: torch.Tensor) -> str:
    return f"{name}-{n}-{x}-{n * 2}-{name.upper()}|{t.sum().item()}"


print(percent("box", 3, 1.5))
print(percent("", -10, 2.0))
print(fmt("a", 1, 0.1, [1, 2]))
print(fmt("b", -2, 1e-5, []))
print(fstr("z", 4, 3.25, torch.tensor([1.0, 2.0])))
