# Python slice() objects in TorchScript (test_slice.py).
import torch
from typing import List, Tuple


@torch.jit.script
def lists(x: List[int]) -> List[List[int]]:
    a = slice(1)
    return [x[slice(None, None, None)], x[slice(None, None)], x[slice(None)],
            x[slice(5)], x[slice(None, 5, None)], x[slice(1, 5)],
            x[slice(1, 5, None)], x[slice(0, 6, 2)], x[a], x[slice(1000)],
            x[slice(-3, None)], x[slice(None, None, -2)]]


@torch.jit.script
def strs(x: str) -> str:
    return x[slice(None, 3, 1)] + "|" + x[slice(2, None)]


@torch.jit.script
def tens(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    return x[slice(None, 3, 1)], x[slice(None, 2, 1), 0], x[slice(1, 3), ...]


@torch.jit.script
def dyn(x: torch.Tensor) -> torch.Tensor:
    zero = 0
    one = zero + 1
    return x[0:1] + x[zero:one]


@torch.jit.script
def tup(a: bool) -> Tuple[int, int]:
    b = (1, 2, 3, 4) if a else (4, 3, 2, 1)
    c = b[-4:4]
    return c[1:-1]


for r in lists(list(range(10))):
    print(r)
print(strs("foo_bar"))
x = torch.arange(12.).reshape(4, 3)
for t in tens(x):
    print(t)
print(dyn(torch.arange(6.).reshape(3, 2)))
print(tup(True), tup(False))


def slice_kwarg(x: List[int]):
    return x[slice(1, stop=2)]


try:
    torch.jit.script(slice_kwarg)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
