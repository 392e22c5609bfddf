import torch
from typing import List


@torch.jit.script
class Bag(object):
    def __init__(self, items: List[int]):
        self.items = items

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, i: int) -> int:
        return self.items[i]

    def __contains__(self, x: int) -> bool:
        return x in self.items

    def __eq__(self, other: "Bag") -> bool:
        return self.items == other.items

    def add(self, x: int) -> "Bag":
        self.items.append(x)
        return self


@torch.jit.script
def use(n: int) -> List[int]:
    b = Bag([1, 2, 3])
    b.add(n).add(n + 1)
    c = Bag([1, 2, 3, n, n + 1])
    return [len(b), b[0], b[-1], int(n in b), int(100 in b), int(b == c), int(b == Bag([]))]


print(use(7))
print(use(2))
