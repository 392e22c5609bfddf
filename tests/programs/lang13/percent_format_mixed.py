import torch
from typing import List


@torch.jit.script
def fmt(a: int, b: float, s: str, xs: List[int]) -> str:
    return "%d|%s|%f|%s|%i|%%|%c" % (a, s, b, xs, a, 65)


@torch.jit.script
def fmt_tensor(t: torch.Tensor) -> str:
    return "t=%s d=%d" % (t, t.numel())


@torch.jit.script
def fmt_single(x: float) -> str:
    return "%e and %s" % (x, x)


print(fmt(7, 2.5, "s", [1, 2]))
print(fmt(-3, -0.125, "", []))
print(fmt_tensor(torch.tensor([1, 2])))
print(fmt_single(12345.678))
print(fmt_single(0.00012))
