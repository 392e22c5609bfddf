import torch
import torch.nn as nn
from typing import Dict, List


class Sub(nn.Module):
    def __init__(self, k: int):
        super().__init__()
        self.k = k

    def forward(self, x: int) -> int:
        return x * self.k


class Top(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Sub(2)
        self.b = Sub(3)
        self.subs = nn.ModuleDict({"x": Sub(5), "y": Sub(7)})
        self.table: Dict[str, int] = {"one": 1}
        self.name = "top"

    def forward(self, x: int) -> List[int]:
        out = [self.a(x), self.b(x)]
        for k, s in self.subs.items():
            out.append(s(x) + len(k))
        return out

    @torch.jit.export
    def info(self) -> str:
        return self.name + ":" + str(self.table) + ":" + str(len(self.subs))


top = torch.jit.script(Top())
print(top(1), top(-2))
print(top.a(10), top.a.k, top.b.k)
print(top.info())
top.name = "renamed"
print(top.info(), top.name, top.table)
