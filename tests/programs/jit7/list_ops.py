# List methods in script: append/extend/insert/pop/remove/index/count/
# reverse/sort/copy/clear, slicing with steps and negative bounds, slice
# assignment-free mutation, list repetition, `in`, list equality, lists of
# tensors with index, list aliasing through function calls.
import torch
from typing import List


@torch.jit.script
def ops(xs: List[int]):
    a = xs.copy()
    a.append(9)
    a.extend([7, 7])
    a.insert(0, -1)
    a.insert(100, 50)
    a.insert(-1, 8)
    p1 = a.pop()
    p2 = a.pop(0)
    a.remove(7)
    i = a.index(7)
    c = a.count(7)
    b = a[:]
    b.reverse()
    s = sorted(a)
    a.sort()
    r = [0] * 3 + 2 * [1]
    sl = (a[1:-1], a[::-2], a[-3:], a[5:1], a[-100:2])
    eq = (a == s, [1, 2] != [1, 2], 3 in a, 4 not in a)
    b.clear()
    return a, p1, p2, i, c, s, r, sl, eq, b, xs, len(a), a[-1]


for v in ops([3, 1, 2]):
    print(v)


@torch.jit.script
def grow(xs: List[int]) -> None:
    xs.append(len(xs))


@torch.jit.script
def alias() -> List[int]:
    xs = [1]
    ys = xs
    grow(ys)
    grow(xs)
    return xs


print(alias())


@torch.jit.script
def tensor_lists(x: torch.Tensor) -> List[int]:
    ts = [x, x + 1, x * 0]
    return [ts.index(x + 1), ts.index(torch.tensor(0)), len(ts), int(ts[1].sum())]


print(tensor_lists(torch.tensor(2)))


@torch.jit.script
def sort_strs(xs: List[str]) -> List[str]:
    ys = list(xs)
    ys.sort()
    return ys + [xs[0]]


print(sort_strs(["pear", "apple", "fig"]))


@torch.jit.script
def floats(xs: List[float]) -> List[float]:
    xs.sort(reverse=True)
    return xs + [sum(xs) / len(xs)]


print(floats([0.5, 2.0, 1.25]))


@torch.jit.script
def bad_index(xs: List[int]) -> int:
    return xs.index(42)


try:
    bad_index([1])
except Exception as e:
    print(type(e).__name__, "|", str(e).strip().splitlines()[-1])


@torch.jit.script
def nested_lists() -> List[List[int]]:
    m = [[0] * 2 for _ in range(2)]
    m[0][1] = 5
    row = m[1]
    row.append(3)
    return m


print(nested_lists())
