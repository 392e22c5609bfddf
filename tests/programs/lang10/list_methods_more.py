import torch
from typing import List


@torch.jit.script
def ops(xs: List[int]) -> List[List[int]]:
    out: List[List[int]] = []
    a = xs.copy()
    a.insert(0, 100)
    a.insert(-1, 200)
    a.insert(99, 300)
    out.append(a)
    b = xs.copy()
    b.extend([7, 7])
    b.remove(7)
    out.append(b)
    c = xs.copy()
    last = c.pop()
    first = c.pop(0)
    out.append(c + [first, last])
    out.append([xs.index(2), xs.count(2), len(xs)])
    d = xs * 2
    d.clear()
    out.append(d)
    e = xs[:]
    e[1] = 9
    e[-1] = -9
    out.append(e)
    return out


@torch.jit.script
def dels(xs: List[int]) -> List[int]:
    del xs[0]
    del xs[-1]
    return xs


for r in ops([1, 2, 3, 2, 5]):
    print(r)
print(dels([1, 2, 3, 4]))
