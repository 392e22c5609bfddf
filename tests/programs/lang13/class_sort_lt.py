import torch
from typing import List


@torch.jit.script
class Item:
    def __init__(self, key: int, name: str):
        self.key = key
        self.name = name

    def __lt__(self, other: "Item") -> bool:
        return self.key < other.key


@torch.jit.script
def sort_items(keys: List[int]) -> List[str]:
    items: List[Item] = []
    for k in keys:
        items.append(Item(k, "n" + str(k)))
    items.sort()
    out: List[str] = []
    for it in items:
        out.append(it.name)
    return out


@torch.jit.script
def sorted_items(keys: List[int]) -> List[int]:
    items = [Item(k, "") for k in keys]
    s = sorted(items)
    return [i.key for i in s]


print(sort_items([3, 1, 2, -5]))
print(sorted_items([9, 4, 7]))
print(sort_items([]))
