import torch
from typing import List, Dict


@torch.jit.script
class Tree:
    def __init__(self):
        self.children: Dict[int, List[int]] = {}
        self.values: Dict[int, int] = {}

    def add(self, parent: int, node: int, value: int):
        if parent not in self.children:
            self.children[parent] = [node]
        else:
            self.children[parent].append(node)
        self.values[node] = value

    def total(self, node: int) -> int:
        s = 0
        for n in self.depth_first(node):
            s += self.values.get(n, 0)
        return s

    def depth_first(self, node: int) -> List[int]:
        out: List[int] = []
        stack = [node]
        while len(stack) > 0:
            cur = stack.pop()
            out.append(cur)
            if cur in self.children:
                kids = self.children[cur]
                for i in range(len(kids) - 1, -1, -1):
                    stack.append(kids[i])
        return out


@torch.jit.script
def build() -> List[int]:
    t = Tree()
    t.add(0, 1, 10)
    t.add(0, 2, 20)
    t.add(1, 3, 5)
    t.add(3, 4, 1)
    return [t.total(0), t.total(1), t.total(2)] + t.depth_first(0)


print(build())
