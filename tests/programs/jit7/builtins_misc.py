# Python builtins in script: divmod, round, abs, min/max (scalars, lists,
# two args), sorted, sum, any/all, zip, enumerate with
# start, len, pow, hex/oct/bin-free conversions, chained comparisons.
import torch
from typing import List


@torch.jit.script
def numeric(a: int, b: int, x: float):
    return (divmod(a, b), divmod(-a, b), divmod(x, 2.0), round(x), round(2.5), round(3.5),
            round(-x), abs(-a), abs(-x), pow(a, 2), pow(2.0, -1), a ** 2, b ** -1,
            float(a) / b, a // -b, -a % b, x // 1.0, int(-x), float(True), bool(0))


print(numeric(17, 5, 2.75))


@torch.jit.script
def seqs(xs: List[int], fs: List[float]):
    return (min(xs), max(xs), min(fs), max(fs), min(3, 9), max(2.5, 1.0), max(1, 2),
            sorted(xs), sorted([-x for x in xs]), sum(xs), sum(fs),
            any([x > 5 for x in xs]), all([x > 0 for x in xs]), any([False]), all([True, False]))


print(seqs([4, 1, 7, 3], [0.5, -2.0, 1.5]))


@torch.jit.script
def pairs(a: List[int], b: List[str]) -> List[str]:
    out: List[str] = []
    for i, (x, y) in enumerate(zip(a, b)):
        out.append(str(i) + ":" + y + str(x))
    for i, y in enumerate(b, 10):
        out.append(str(i) + y)
    return out


print(pairs([1, 2, 3], ["a", "b"]))


@torch.jit.script
def chained(x: int) -> List[bool]:
    return [0 < x < 10, 0 <= x <= 0, 1 < x > 0, x == x == x]


print(chained(5), chained(0))


@torch.jit.script
def conversions(x: float, s: str):
    return int(x), float(s), str(x), int("12") + 1, float(3), bool(x), len(s), hex(255), oct(8), bin(5)


print(conversions(3.9, "2.5"))


@torch.jit.script
def list_minmax_tensors(xs: List[torch.Tensor]) -> List[int]:
    return [int(torch.stack(xs).argmax()), len(xs)]


print(list_minmax_tensors([torch.tensor(1), torch.tensor(5), torch.tensor(2)]))
