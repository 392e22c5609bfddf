import torch
from enum import Enum
from typing import Final


class Color(Enum):
    RED = 1
    GREEN = 2


class M(torch.nn.Module):
    scale: Final[int] = 3

    def __init__(self):
        super().__init__()

    def forward(self, c: Color) -> int:
        if c == Color.RED:
            return self.scale * c.value
        return -c.value


@torch.jit.script
def names(c: Color) -> str:
    return c.name


m = torch.jit.script(M())
print(m(Color.RED), m(Color.GREEN))
print(names(Color.GREEN))
