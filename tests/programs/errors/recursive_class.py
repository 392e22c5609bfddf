import torch
from typing import Optional


@torch.jit.script
class Node(object):
    def __init__(self, val: int, nxt: Optional["Node"] = None):
        self.val = val
        self.nxt = nxt

    @staticmethod
    def make(n: int) -> "Node":
        head = Node(0)
        for i in range(1, n):
            head = Node(i, head)
        return head

    def total(self) -> int:
        t = self.val
        cur = self.nxt
        while cur is not None:
            t += cur.val
            cur = cur.nxt
        return t


@torch.jit.script
def f(n: int) -> int:
    return Node.make(n).total()


print(f(5), f(1))
