import torch
from typing import List


@torch.jit.script
class Bag:
    def __init__(self, items: List[int]):
        self.items = items

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, i: int) -> int:
        return self.items[i]

    def __setitem__(self, i: int, v: int):
        self.items[i] = v

    def __contains__(self, v: int) -> bool:
        return v in self.items

    def __eq__(self, other: "Bag") -> bool:
        return self.items == other.items

    def __add__(self, other: "Bag") -> "Bag":
        return Bag(self.items + other.items)

    def __lt__(self, other: "Bag") -> bool:
        return len(self.items) < len(other.items)

    def __str__(self) -> str:
        return "Bag(" + str(self.items) + ")"


@torch.jit.script
def use(a: List[int], b: List[int]) -> str:
    x = Bag(a)
    y = Bag(b)
    x[0] = 100
    z = x + y
    return str(len(z)) + " " + str(z[1]) + " " + str(3 in z) + " " + str(x == y) + " " + str(x < y) + " " + str(z)


print(use([1, 2], [3]))
print(use([5], [5, 6, 7]))
