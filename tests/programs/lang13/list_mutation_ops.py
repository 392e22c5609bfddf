import torch
from typing import List


@torch.jit.script
def ops(xs: List[int]) -> List[List[int]]:
    a = xs.copy()
    a.insert(0, -1)
    a.insert(100, 99)
    a.insert(-1, 50)
    b = a[:]
    b.extend([7, 7])
    b.remove(7)
    c = [x for x in b]
    c.reverse()
    d = xs * 2
    d.clear()
    return [a, b, c, d, [b.count(7), b.index(99)]]


@torch.jit.script
def list_compare(a: List[int], b: List[int]):
    return a == b, a != b, a + b, len(a + b)


print(ops([1, 2, 3]))
print(list_compare([1, 2], [1, 2]), list_compare([1], [2, 3]))
