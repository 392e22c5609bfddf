import torch
from typing import List, Tuple


@torch.jit.script
def nested(n: int) -> List[List[int]]:
    return [[i * j for j in range(i)] for i in range(n)]


@torch.jit.script
def over_str(s: str) -> List[str]:
    return [c.upper() + c for c in s]


@torch.jit.script
def pairs(xs: List[int]) -> List[Tuple[int, int]]:
    return [(i, x) for i, x in enumerate(xs)]


@torch.jit.script
def cond(xs: List[int]) -> List[str]:
    return ["even" if x % 2 == 0 else "odd" for x in xs]


@torch.jit.script
def tensors(n: int) -> List[torch.Tensor]:
    return [torch.full([2], float(i)) for i in range(n)]


print(nested(4))
print(over_str("abc"))
print(pairs([5, 6, 7]))
print(cond([1, 2, 3, 4]))
print(tensors(2))
