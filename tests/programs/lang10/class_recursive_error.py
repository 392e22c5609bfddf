import torch
from typing import Optional


@torch.jit.script
class Leaf:
    def __init__(self, value: int):
        self.value = value


print(Leaf(3).value)


@torch.jit.script
class Node:
    def __init__(self, value: int, next: Optional["Node"]):
        self.value = value
        self.next = next


print("not reached")
