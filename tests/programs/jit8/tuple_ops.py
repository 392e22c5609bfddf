# Tuples: indexing with negative/constant indices, slicing, concatenation, comparison,
# membership, unpacking in loops, nested tuples, tuple returns from modules.
import torch
from typing import List, Tuple


@torch.jit.script
def ops(t: Tuple[int, int, int]) -> Tuple[int, int, Tuple[int, int], Tuple[int, int, int, int, int]]:
    return t[0], t[-1], t[1:], t + (4, 5)


@torch.jit.script
def compare(a: Tuple[int, int], b: Tuple[int, int]) -> List[bool]:
    return [a == b, a != b, a == (1, 2)]


@torch.jit.script
def member(t: Tuple[int, int, int], v: int) -> bool:
    return v in t


@torch.jit.script
def unpack_loop(xs: List[Tuple[str, Tuple[int, float]]]) -> List[str]:
    out: List[str] = []
    for name, (i, f) in xs:
        out.append(name + str(i) + str(f))
    return out


@torch.jit.script
def swap(a: int, b: int) -> Tuple[int, int]:
    a, b = b, a
    return a, b


@torch.jit.script
def tup_len_hash(t: Tuple[int, float, str]) -> int:
    return len(t)


print(ops((1, 2, 3)))
print(compare((1, 2), (1, 2)), compare((2, 1), (1, 3)))
print(member((1, 2, 3), 2), member((1, 2, 3), 5))
print(unpack_loop([("x", (1, 0.5)), ("y", (2, 1.5))]))
print(swap(1, 2), tup_len_hash((1, 2.0, "s")))
