# min/max/sum/any/all and friends on lists (test_builtins / test_list_dict).
import torch
from typing import List, Tuple


@torch.jit.script
def mins(a: List[int], b: List[float]) -> Tuple[int, int, float, float]:
    return min(a), max(a), min(b), max(b)


@torch.jit.script
def pairs(x: int, y: int, f: float) -> Tuple[int, int, float, float]:
    return min(x, y), max(x, y), min(f, x), max(y, f)


@torch.jit.script
def lists_minmax(a: List[int], b: List[int]) -> Tuple[List[int], List[int]]:
    return min(a, b), max(a, b)


@torch.jit.script
def sums(a: List[int], b: List[float]) -> Tuple[int, float, bool, bool, bool, bool]:
    return sum(a), sum(b), any([x > 3 for x in a]), all([x > 0 for x in a]), any([False]), all([True, False])


@torch.jit.script
def strs(a: List[str]) -> Tuple[bool, bool, int, int]:
    return "hi" in a, "zz" in a, a.index("b"), a.count("a")


@torch.jit.script
def empty_min(a: List[int]) -> int:
    return min(a)


print(mins([3, -1, 7], [2.5, -0.5]))
print(pairs(3, 4, 3.5))
print(lists_minmax([1, 2, 3], [1, 3]))
print(sums([1, 2, 5], [0.5, 0.25]))
print(strs(["hi", "b", "a"]))
try:
    empty_min([])
except Exception as e:
    print(type(e).__name__, [l for l in str(e).splitlines() if l.strip()][-1])
