import torch
from typing import List


@torch.jit.script
class Item:
    def __init__(self, key: int, name: str):
        self.key = key
        self.name = name

    def __lt__(self, other: "Item") -> bool:
        return self.key < other.key or (self.key == other.key and self.name < other.name)

    @staticmethod
    def make(k: int) -> "Item":
        return Item(k % 3, "n" + str(k))

    def __str__(self) -> str:
        return "Item(" + str(self.key) + "," + self.name + ")"


@torch.jit.script
def sort_items(n: int) -> List[str]:
    items = [Item.make(i) for i in range(n)]
    items.sort()
    out: List[str] = []
    for it in items:
        out.append(str(it))
    s = sorted(items)
    out.append(s[-1].name)
    return out


print(sort_items(6))
