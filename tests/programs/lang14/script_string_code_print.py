import torch
from typing import List, Dict, Optional, Tuple


@torch.jit.script
def a(x: List[int], d: Dict[str, float], o: Optional[Tuple[int, str]]) -> str:
    s = ""
    for i in x:
        s += str(i)
    for k, v in d.items():
        s += k + str(v)
    if o is not None:
        for _ in range(o[0]):
            s += o[1]
    return s


@torch.jit.script
def b(x: float) -> float:
    y = 0.5 * x ** 2 - 3.0
    z = -y if y < 0 else y
    return z / 1e-3 + 1e20 + float("inf")


@torch.jit.script
def c(xs: List[str]) -> Dict[str, int]:
    out = {"first": 1}
    for i, x in enumerate(xs):
        out[x] = i
    del out["first"]
    return out


print(a([1, 2], {"k": 0.5}, (2, "ab")))
print(b(2.0))
print(c(["x", "y"]))
print(a.code)
print(b.code)
print(c.code)
