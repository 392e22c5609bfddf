# Tuple packing/unpacking: nested targets, swaps, starred-free multiple
# returns, tuple indexing/slicing, tuple comparisons and tuple of tensors.
import torch
from typing import List, Tuple


@torch.jit.script
def divide(a: int, b: int) -> Tuple[int, int]:
    return a // b, a % b


@torch.jit.script
def unpack(xs: List[Tuple[str, int]]):
    q, r = divide(17, 5)
    (a, b), c = (1, 2), 3
    a, b = b, a
    names = ""
    total = 0
    for name, n in xs:
        names += name
        total += n
    t = (1, 2.5, "s", True)
    first = t[0]
    last = t[-1]
    sl = t[1:3]
    x, y, z = [7, 8, 9]
    return q, r, a, b, c, names, total, first, last, sl, x + y + z


print(unpack([("a", 1), ("b", 2)]))


@torch.jit.script
def tensor_tuple(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    lo, hi = x.chunk(2)
    vals, idx = torch.max(x.view(2, -1), dim=1)
    mn, mx = torch.aminmax(x)
    return lo + hi + mn + mx, vals * 10 + idx


print(tensor_tuple(torch.tensor([3.0, 1.0, 4.0, 1.0, 5.0, 9.0])))


@torch.jit.script
def compare() -> List[bool]:
    return [(1, 2) == (1, 2), (2, 0) == (1, 9), (1, 2, 3) == (1, 2, 4)]


print(compare())


@torch.jit.script
def tuple_loop() -> int:
    s = 0
    for v in (1, 2, 3):
        s += v
    return s


print(tuple_loop())


@torch.jit.script
def aug_targets(x: List[int]) -> List[int]:
    x[0], x[1] = x[1], x[0]
    i = 0
    x[i], i = 100, 2
    return x + [i]


print(aug_targets([1, 2, 3]))
