import re as _re

def show(g):
    print(_re.sub(r'# [^\n]*/([^/\n]+)', r'# \1', str(g)))

from typing import Dict, List
import torch
import torch.nn as nn

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.names = torch.jit.Attribute([], List[str])
        self.table = torch.jit.Attribute({}, Dict[str, int])
        self.count = torch.jit.Attribute(0, int)

    def forward(self, x: str) -> int:
        self.names.append(x)
        self.table[x] = len(self.names)
        self.count += 1
        return self.count

s = torch.jit.script(M())
print(s("a"), s("b"), s("a"))
print(s.names, s.table, s.count)
print(s.code)
show(s.graph)
