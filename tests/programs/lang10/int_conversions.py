import torch
from typing import List


@torch.jit.script
def to_int(xs: List[float]) -> List[int]:
    return [int(x) for x in xs]


@torch.jit.script
def parse(s: str) -> int:
    return int(s) + 1


@torch.jit.script
def parse_f(s: str) -> float:
    return float(s) * 2.0


@torch.jit.script
def bools(n: int, x: float, s: str) -> List[bool]:
    return [bool(n), bool(x), bool(s), bool(len(s) - 1)]


@torch.jit.script
def strs(n: int, b: bool, x: float) -> str:
    return str(n) + "|" + str(b) + "|" + str(x) + "|" + str(int(b)) + "|" + str(float(n))


print(to_int([2.9, -2.9, 0.5, -0.5, 1e9]))
print(parse("41"), parse("-8"), parse("007"))
print(parse_f("1.25"), parse_f("-3"), parse_f("1e3"))
print(bools(0, 0.0, ""), bools(-3, 0.1, "x"))
print(strs(12, True, 2.0), strs(-1, False, 0.25))
