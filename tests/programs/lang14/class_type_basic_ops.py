import torch
from typing import List, Optional


@torch.jit.script
class Pair:
    def __init__(self, first: int, second: int):
        self.first = first
        self.second = second

    def swap(self) -> "Pair":
        return Pair(self.second, self.first)

    def total(self) -> int:
        return self.first + self.second

    def __eq__(self, other: "Pair") -> bool:
        return self.first == other.first and self.second == other.second


@torch.jit.script
def use_pairs(n: int) -> List[int]:
    ps = [Pair(i, i * i) for i in range(n)]
    out: List[int] = []
    for p in ps:
        q = p.swap()
        out.append(q.first - q.second)
        out.append(int(p == q))
    return out


@torch.jit.script
def maybe_pair(x: Optional[Pair]) -> int:
    if x is None:
        return -1
    return x.total()


print(use_pairs(4))
print(maybe_pair(None), maybe_pair(Pair(3, 4)))
p = Pair(1, 2)
print(p.first, p.second, p.swap().first)
print(use_pairs.code)
