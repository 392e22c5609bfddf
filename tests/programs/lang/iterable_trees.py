# zip / enumerate / range in for loops: PyTorch's iterable trees. The loop
# runs prim::min over the leaves' lengths; nested enumerate(zip(...)) works,
# tuples unroll (also inside enumerate), and the code saves and loads back.
import torch
from typing import List, Tuple


@torch.jit.script
def trees(a: List[int], b: List[str], t: torch.Tensor) -> int:
    s = 0
    for x, y in zip(a, b):
        s += x + len(y)
    for i, v in enumerate(a):
        s += i * v
    for i, (x, y) in enumerate(zip(a, b)):
        s += i + x + len(y)
    for i, v in enumerate(a, start=3):
        s += i * v
    for x, i in zip(a, range(1, 10, 2)):
        s += i * x
    for j, (row, (k, w)) in enumerate(zip(t, enumerate(b, 5))):
        s += j + int(row.sum()) + k + len(w)
    return s


@torch.jit.script
def unrolled(x: Tuple[int, str, float]) -> List[str]:
    out: List[str] = []
    for i, v in enumerate(x, 1):
        out.append(str(i) + ":" + str(v))
    return out


print(trees([1, 2, 3], ["a", "bb"], torch.ones(4, 2)))
print(trees([], ["a"], torch.ones(1, 2)))
print(unrolled((7, "s", 2.5)))
print(trees.code)
torch.jit.save(trees, "iterable_trees.pt")
loaded = torch.jit.load("iterable_trees.pt")
print(loaded([4, 5], ["xyz", "w", "q"], torch.zeros(3, 1)))
print(loaded.code == trees.code)
