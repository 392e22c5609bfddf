# List and dict comprehensions: over ranges, lists, strings, dict items,
# tensors, nested comprehensions and enumerate/zip sources.
import torch
from typing import Dict, List


@torch.jit.script
def comps(n: int, words: List[str]):
    squares = [i * i for i in range(n)]
    lens = {w: len(w) for w in words}
    chars = [c + c for c in "abc"]
    nested = [[i * j for j in range(3)] for i in range(n)]
    pairs = [a + b for a, b in zip(squares, squares[1:])]
    idx = [str(i) + w for i, w in enumerate(words)]
    inv = {v: k for k, v in lens.items()}
    total = sum([len(w) for w in words])
    return squares, lens, chars, nested, pairs, idx, inv, total


print(comps(4, ["hi", "hello", "x"]))


@torch.jit.script
def tensor_comp(x: torch.Tensor) -> List[float]:
    return [float(row.sum()) for row in x]


print(tensor_comp(torch.arange(6.0).reshape(3, 2)))


@torch.jit.script
def dict_comp_tensor(names: List[str]) -> Dict[str, torch.Tensor]:
    return {n: torch.full([2], float(i)) for i, n in enumerate(names)}


d = dict_comp_tensor(["a", "b"])
print(sorted(d.keys()), d["b"])


@torch.jit.script
def comp_scope(x: int) -> int:
    ys = [x for x in range(3)]
    return x + sum(ys)


print(comp_scope(10))


# An empty-list comprehension element is typed List[Tensor] in 1.13.
try:
    torch.jit.CompilationUnit('''
def typed_empty(n: int) -> List[List[int]]:
    out: List[List[int]] = [[] for _ in range(n)]
    return out
''')
except RuntimeError as e:
    print(str(e).strip().splitlines()[0])
