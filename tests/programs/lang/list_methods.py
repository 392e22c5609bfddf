import torch
from typing import List


@torch.jit.script
def ops(xs: List[int]):
    a = xs.copy()
    a.insert(1, 99)
    a.insert(-1, 77)
    a.insert(100, 5)
    p = a.pop(0)
    q = a.pop()
    a.remove(99)
    i = a.index(77)
    c = a.count(3)
    a.extend([8, 8])
    a.sort(reverse=True)
    b = a[:]
    b.reverse()
    b.clear()
    return xs, a, b, p, q, i, c


@torch.jit.script
def slices(xs: List[int]):
    return xs[1:], xs[:-1], xs[::2], xs[::-1], xs[-2:], xs[1:4:2], xs * 2, xs + [0], [0] * 3


@torch.jit.script
def compr(xs: List[int]):
    return [x * x for x in xs], [str(x) for x in xs], min(xs), max(xs), sorted(xs)


print(ops([3, 1, 4, 1, 5]))
print(slices([1, 2, 3, 4, 5]))
print(compr([5, 2, 8, 1, 4]))
