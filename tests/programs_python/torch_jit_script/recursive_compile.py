# Script functions compile the plain Python functions they call, and other
# script functions; names resolve through the live globals when the
# decorator runs (a later rebinding does not change compiled code).
import math
import torch
from typing import List, Tuple


def square(x: float) -> float:
    return x * x


def norm(xs: List[float]) -> float:
    return math.sqrt(sum([square(x) for x in xs]))


@torch.jit.script
def normalize(xs: List[float]) -> List[float]:
    n = norm(xs)
    if n == 0.0:
        return xs
    return [x / n for x in xs]


@torch.jit.script
def gcd(a: int, b: int) -> int:
    while b != 0:
        a, b = b, a % b
    return a


@torch.jit.script
def reduce_fraction(p: int, q: int) -> Tuple[int, int]:
    g = gcd(p, q)
    return p // g, q // g


def fib(n: int) -> int:
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


print(normalize([3.0, 4.0]), normalize([0.0]))
print(reduce_fraction(84, 36), gcd(17, 5))
print(type(gcd).__name__, type(square).__name__)

try:
    torch.jit.script(fib)
except RuntimeError as e:
    print(str(e).strip().splitlines()[0])

print(fib(10))
