import torch
from typing import List, Tuple


@torch.jit.script
def conv():
    return chr(65), ord("z"), hex(255), oct(8), bin(5), hex(-16), int("-12"), float("1.5e3"), int(3.99), int(-3.99), float(7), bool(0), bool(2), str(True), int(True), float(False)


@torch.jit.script
def rounding():
    return round(2.5), round(3.5), round(-2.5), round(7.0), abs(-3), abs(-2.5)


@torch.jit.script
def aggregates(xs: List[int], fs: List[float]):
    return sum(xs), max(xs), min(fs), any([x > 3 for x in xs]), all([x > 0 for x in xs]), sum(fs), max(fs), len("abc"), sorted(fs)


@torch.jit.script
def iters(xs: List[int]) -> List[Tuple[int, int]]:
    out: List[Tuple[int, int]] = []
    for i, x in enumerate(xs, 1):
        out.append((i, x))
    for a, b, c in zip(xs, xs[1:], xs[2:]):
        out.append((a + b, c))
    for i in range(10, 0, -4):
        out.append((i, -i))
    return out


print(conv())
print(rounding())
print(aggregates([3, 1, 4, 1, 5], [2.5, -1.0, 0.0]))
print(iters([1, 2, 3, 4]))
