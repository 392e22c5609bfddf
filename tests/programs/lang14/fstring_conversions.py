import torch
from typing import List


@torch.jit.script
def fs(x: int, y: float, s: str, xs: List[int], t: torch.Tensor) -> str:
    return f"{x} {y} {s} {xs} {x + 1}-{s.upper()}|{t}|{x * y}|{len(xs)}{s}"


@torch.jit.script
def fmt_multi(a: int) -> str:
    return "{}+{}={}".format(a, a, a + a) + " {0}".format(a) if a > 100 else "{}".format(a)


print(fs(3, 0.5, "ab", [1, 2], torch.tensor([1, 2])))
print(fmt_multi(2), fmt_multi(200))
print(fs.code)
