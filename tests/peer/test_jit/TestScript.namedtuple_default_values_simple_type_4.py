import torch
import torch.nn as nn
from typing import NamedTuple
from typing import Optional

M = 10

class Point(NamedTuple):
    x: Optional[int] = None
    y: int = 2

class M(torch.nn.Module):

    def __init__(self):
        super(M, self).__init__()

    def forward(self, point: Point):
        return point
p = Point(x=3, y=2)
print(torch.jit.script(M())(p))
