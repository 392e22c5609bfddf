# Recursive scripting (test_recursive_script.py): submodules, helper functions,
# constants, ignored/unused methods, attributes inferred from values.
import torch
import torch.nn as nn
from typing import Dict, List


def helper(x: torch.Tensor, k: int) -> torch.Tensor:
    return x * k + inner(x)


def inner(x: torch.Tensor) -> torch.Tensor:
    return x - 1


class Sub(nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.tensor([2.0, 3.0]))
        self.names = ["a", "b"]
        self.table = {"a": 1, "b": 2}

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.weight + self.table[self.names[1]]


class Top(nn.Module):
    __constants__ = ["scale"]

    def __init__(self):
        super().__init__()
        self.scale = 3
        self.sub = Sub()
        self.flag = True
        self.register_buffer("buf", torch.tensor([10.0, 20.0]))

    @torch.jit.ignore
    def python_only(self, x):
        return sum(v * 2 for v in x.tolist())

    @torch.jit.unused
    def not_used(self, x: torch.Tensor) -> torch.Tensor:
        return torch.tensor(sum(v for v in x.tolist()))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = helper(self.sub(x), self.scale) + self.buf
        if self.flag:
            y = y + 1
        return y

    @torch.jit.export
    def extra(self, n: int) -> List[int]:
        return [n * self.scale for _ in range(2)]


m = torch.jit.script(Top())
x = torch.tensor([1.0, 1.0])
print(m(x))
print(m.extra(4))
print(m.sub.table, m.sub.names, m.flag, m.scale)
print(sorted(n for n, _ in m.named_parameters()))
print(sorted(n for n, _ in m.named_buffers()))
print(m.not_used(x), m.python_only(x))
