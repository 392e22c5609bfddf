# slice() objects in script code: as an index, through a name, on lists,
# strings and tensors; ModuleList slices with literals; ranges as List[int].
import torch
from typing import List


@torch.jit.script
def pick(x: List[int]) -> List[int]:
    s = slice(1, 8, 3)
    return x[s] + x[slice(4)] + x[slice(None, None, -4)] + x[slice(8, None, -3)]


@torch.jit.script
def head(s: str, t: torch.Tensor):
    return s[slice(None, 3, 1)], t[slice(1, None), 0]


class Block(torch.nn.Module):
    def __init__(self, k: int):
        super().__init__()
        self.k = k

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.k


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = torch.nn.ModuleList([Block(k) for k in range(1, 6)])

    def forward(self, x):
        for b in self.blocks[1:4]:
            x = b.forward(x)
        for b in self.blocks[::-2]:
            x = x + b.forward(x)
        return x


print(pick(range(10)))
print(head("foo_bar", torch.arange(6.).reshape(3, 2)))
print(torch.jit.script(Net())(torch.ones(2)))
