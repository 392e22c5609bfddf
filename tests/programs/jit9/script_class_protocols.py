import torch
from typing import List, Dict

@torch.jit.script
class Bag(object):
    def __init__(self, items: List[int]):
        self.items = items

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, i: int) -> int:
        return self.items[i]

    def __setitem__(self, i: int, v: int) -> None:
        self.items[i] = v

    def __contains__(self, v: int) -> bool:
        return v in self.items

    def __eq__(self, other: "Bag") -> bool:
        return self.items == other.items

    def add(self, v: int) -> "Bag":
        self.items.append(v)
        return self

    def total(self) -> int:
        s = 0
        for i in range(len(self)):
            s += self[i]
        return s

@torch.jit.script
def use_bag(n: int):
    b = Bag([1, 2, 3])
    b.add(n).add(n + 1)
    b[0] = 10
    c = Bag([10, 2, 3, n, n + 1])
    return len(b), b[1], 3 in b, 99 in b, b.total(), b == c

print(use_bag(5))
b = Bag([4, 5])
print(len(b), b[0], 5 in b)
