# A generator expression compiles as the list comprehension it spells, as
# PyTorch's frontend builds it (sum(...), list(...), any(...), max(...)).
from typing import List

import torch


@torch.jit.script
def total_of_squares(n: int) -> int:
    return sum(i * i for i in range(n))


@torch.jit.script
def doubled(xs: List[int]) -> List[int]:
    return list(x * 2 for x in xs)


@torch.jit.script
def any_negative(xs: List[float]) -> bool:
    return any(x < 0.0 for x in xs)


@torch.jit.script
def largest_norm(ts: List[torch.Tensor]) -> float:
    return max(float(t.norm()) for t in ts)


print(total_of_squares(5))
print(doubled([1, 2, 3, 5]))
print(any_negative([1.0, -2.0]), any_negative([3.0]))
print(largest_norm([torch.ones(4), torch.full([2], 3.0)]))
print(doubled.code)

try:
    torch.jit.CompilationUnit("def f(n: int) -> List[int]:\n    return list(i for i in range(n) if i > 2)\n")
except Exception as e:
    print(type(e).__name__, str(e).strip().splitlines()[0])
