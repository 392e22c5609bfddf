import torch
from typing import List, Tuple


@torch.jit.script
def enum_start(xs: List[str]) -> List[str]:
    out: List[str] = []
    for i, x in enumerate(xs, 1):
        out.append(str(i) + ":" + x)
    return out


@torch.jit.script
def zip3(a: List[int], b: List[float], c: List[str]) -> List[Tuple[int, float, str]]:
    out: List[Tuple[int, float, str]] = []
    for x, y, z in zip(a, b, c):
        out.append((x, y, z))
    return out


@torch.jit.script
def backwards(xs: List[int]) -> List[int]:
    out: List[int] = []
    for i in range(len(xs) - 1, -1, -1):
        out.append(xs[i] * 10)
    return out


@torch.jit.script
def enum_zip(a: List[int], b: List[int]) -> int:
    total = 0
    for i, (x, y) in enumerate(zip(a, b)):
        total += i * x * y
    return total


print(enum_start(["a", "b", "c"]))
print(zip3([1, 2, 3], [0.5, 1.5], ["x", "y", "z"]))
print(backwards([1, 2, 3]), backwards([]))
print(enum_zip([1, 2, 3], [4, 5, 6, 7]))
