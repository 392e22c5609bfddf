import torch
from typing import List, Dict


@torch.jit.script
class Stack:
    def __init__(self):
        self.items: List[int] = []
        self.log: Dict[str, int] = {}

    def push(self, x: int):
        self.items.append(x)
        self.log["push"] = self.log.get("push", 0) + 1

    def pop(self) -> int:
        self.log["pop"] = self.log.get("pop", 0) + 1
        return self.items.pop()

    def __len__(self) -> int:
        return len(self.items)

    def __contains__(self, x: int) -> bool:
        return x in self.items

    def __getitem__(self, i: int) -> int:
        return self.items[i]


@torch.jit.script
def run() -> List[int]:
    s = Stack()
    for i in range(5):
        s.push(i * 3)
    a = s.pop()
    b = s.pop()
    return [a, b, len(s), int(3 in s), int(12 in s), s[0], s[-1], s.log["push"], s.log["pop"]]


print(run())
