# Script code the optimizer rewrites (inlined methods, forwarded attribute
# stores, folded constants, hoisted and shared arithmetic, typed int/float
# opcodes) prints what PyTorch prints: same values, aliasing, errors.
import torch
from typing import List


@torch.jit.script
class Vec:
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    def dot(self, other: "Vec") -> float:
        return self.x * other.x + self.y * other.y

    def scale(self, k: float):
        self.x = self.x * k
        self.y = self.y * k


@torch.jit.script
def clamp_int(v: int, lo: int, hi: int) -> int:
    return max(lo, min(v, hi))


@torch.jit.script
def energy(n: int) -> float:
    p = Vec(1.0, 2.0)
    acc = 0.0
    for i in range(n):
        q = Vec(float(clamp_int(i, 0, 5)), 0.5)
        acc += p.dot(q)
    return acc


@torch.jit.script
def aliasing(a: Vec, b: Vec) -> float:
    # a and b may be one object: the store through b must be seen via a.
    a.x = 1.0
    b.x = 7.0
    a.scale(2.0)
    return a.x + b.x


@torch.jit.script
def alias_inside() -> float:
    v = Vec(0.0, 3.0)
    return aliasing(v, v) + v.x


@torch.jit.script
def int_ops(n: int, d: int) -> List[int]:
    out: List[int] = []
    k = 2 * 3 + 1
    for i in range(-n, n):
        out.append(i // 3 + i % 3 + i % -4 + (i * k - d) + int(i < d) + int(3 > i))
    return out


@torch.jit.script
def divide_late(n: int, d: int) -> int:
    t = 0
    for i in range(n):
        t += n * 2
        if i == 2:
            t += i // d
    return t


@torch.jit.script
def float_loop(n: int) -> float:
    acc = 0.0
    h = 1.0 / n
    for i in range(n):
        x = (i + 0.5) * h
        acc += 4.0 / (1.0 + x * x)
    return acc * h


print(energy(10))
v = Vec(0.0, 3.0)
print(aliasing(v, v), v.x, v.y)
print(aliasing(Vec(0.0, 0.0), Vec(0.0, 0.0)))
print(alias_inside())
print(int_ops(5, 2))
print(divide_late(5, 1))
try:
    divide_late(5, 0)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0], str(e).splitlines()[-1])
try:
    divide_late(2, 0)
    print("no error when the division never runs")
except Exception as e:
    print("unexpected", type(e).__name__)
print(float_loop(1000))
print(float_loop(0) if False else "skip")
