import torch
from typing import List, Tuple


@torch.jit.script
def swap(t: Tuple[int, str, float]) -> Tuple[float, str, int]:
    a, b, c = t
    return c, b, a


@torch.jit.script
def concat(a: Tuple[int, int], b: Tuple[str]) -> Tuple[int, int, str]:
    return a + b


@torch.jit.script
def compare(a: Tuple[int, int], b: Tuple[int, int]) -> List[bool]:
    return [a == b, a != b, a[0] == b[0]]


@torch.jit.script
def nested(t: Tuple[Tuple[int, int], List[int]]) -> int:
    (a, b), xs = t
    return a * b + sum(xs)


@torch.jit.script
def slice_tuple(t: Tuple[int, int, int, int]) -> Tuple[int, int]:
    return t[1:3]


print(swap((1, "b", 2.5)))
print(concat((1, 2), ("x",)))
print(compare((1, 2), (1, 2)), compare((1, 2), (1, 3)))
print(nested(((3, 4), [1, 2, 3])))
print(slice_tuple((1, 2, 3, 4)))
