import torch
from typing import List, Dict


@torch.jit.script
def deleting(xs: List[int], d: Dict[str, int]):
    del xs[1]
    del d["a"]
    return xs, d


@torch.jit.script
def check(x: int) -> int:
    assert x > 0, "x must be positive, got " + str(x)
    return x * 2


@torch.jit.script
def nograd(x: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        y = x * 2
    return y + 1


print(deleting([1, 2, 3, 4, 5], {"a": 1, "b": 2}))
print(check(3))
print(nograd(torch.ones(2, requires_grad=True)))
try:
    check(-4)
except Exception as e:
    print(type(e).__name__)
    print(str(e).splitlines()[-1])
