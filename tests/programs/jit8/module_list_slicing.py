# Slicing and iterating ModuleList / Sequential / ModuleDict in scripted modules.
import torch
import torch.nn as nn
from typing import List


class Bar(nn.Module):
    def __init__(self, k: int):
        super().__init__()
        self.k = k

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.k


class Foo(nn.Module):
    def __init__(self):
        super().__init__()
        self.ms = nn.ModuleList([Bar(i + 1) for i in range(5)])
        self.seq = nn.Sequential(Bar(2), Bar(3), Bar(5))
        self.md = nn.ModuleDict({"a": Bar(10), "b": Bar(100)})

    def forward(self, x: torch.Tensor):
        out = []
        ks: List[int] = []
        for m in self.ms[::-2]:
            ks.append(m.k)
        for m in self.ms[1:4]:
            ks.append(m.k * 10)
        for m in self.ms:
            out.append(m(x))
        for i, m in enumerate(self.ms):
            if i < 2:
                out.append(m(x) + i)
        out.append(self.seq(x))
        out.append(self.seq[-1](x))
        for k, m in self.md.items():
            out.append(m(x))
        return out, ks, len(self.ms[1:]), self.ms[-1].k


class Ret(nn.Module):
    def __init__(self):
        super().__init__()
        self.ms = nn.ModuleList([Bar(i) for i in range(5)])

    def forward(self):
        return self.ms[::-2], self.ms[1:4:]


m = torch.jit.script(Foo())
outs, ks, n, k = m(torch.tensor([1.0, 2.0]))
for o in outs:
    print(o)
print(ks, n, k)
r1, r2 = torch.jit.script(Ret())()
print(len(r1), len(r2), [b.k for b in r1], [b.k for b in r2])
