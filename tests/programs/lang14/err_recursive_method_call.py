import torch
import torch.nn as nn
from typing import Dict


class Tree:
    def __init__(self):
        self.values: Dict[int, int] = {}

    def total(self, node: int) -> int:
        if node > 3:
            return 0
        return node + self.total(node + 1)


class M(nn.Module):
    def helper(self, n: int) -> int:
        if n <= 0:
            return 0
        return n + self.helper(n - 1)

    def forward(self, x: int) -> int:
        return self.helper(x)


for obj in [Tree, M()]:
    try:
        torch.jit.script(obj)
        print("compiled")
    except Exception as e:
        print(type(e).__name__)
        print(str(e).replace(__file__, "<file>"))
