import torch
from typing import List


@torch.jit.script
class Stack(object):
    def __init__(self, cap: int):
        self.items: List[int] = []
        self.cap = cap

    def push(self, x: int) -> bool:
        if self.full():
            return False
        self.items.append(x)
        return True

    def full(self) -> bool:
        return len(self.items) >= self.cap

    def pop(self) -> int:
        return self.items.pop()

    def __len__(self) -> int:
        return len(self.items)

    def __contains__(self, x: int) -> bool:
        return x in self.items


@torch.jit.script
def use(n: int):
    s = Stack(3)
    pushed: List[bool] = []
    for i in range(n):
        pushed.append(s.push(i * 10))
    top = s.pop()
    return pushed, top, len(s), 10 in s, 20 in s


print(use(5))
