import torch
from typing import List


@torch.jit.script
def mutate(xs: List[int]) -> List[int]:
    ys = xs.copy()
    ys.append(10)
    ys.insert(0, -1)
    ys.insert(100, 99)
    ys.insert(-1, 42)
    ys.extend([7, 7])
    ys.remove(7)
    p = ys.pop()
    q = ys.pop(0)
    ys.reverse()
    print(p, q, ys.count(42), ys.index(10))
    return ys


@torch.jit.script
def stats(xs: List[float]):
    return len(xs), min(xs), max(xs), sum(xs), sorted(xs), xs[::-1]


@torch.jit.script
def clear_and_mul(xs: List[int]):
    a = xs * 2
    b = [0] * 3
    xs.clear()
    return a, b, xs, len(xs)


@torch.jit.script
def slice_assign(xs: List[int]):
    ys = xs[1:]
    zs = xs[:1] + xs[2:]
    del ys[0]
    return ys, zs, xs[-2:], xs[10:]


print(mutate([1, 2, 3]))
print(stats([3.5, -1.0, 2.25]))
print(clear_and_mul([1, 2]))
print(slice_assign([5, 6, 7, 8]))
