import torch
from typing import List


@torch.jit.script
class Item:
    def __init__(self, key: int):
        self.key = key


def sort_items(items: List[Item]):
    items.sort()


f = torch.jit.script(sort_items)
print("compiled")
f([Item(2), Item(1)])
print("not reached")
