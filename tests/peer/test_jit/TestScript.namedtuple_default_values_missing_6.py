import torch
import torch.nn as nn
from typing import NamedTuple
from typing import Optional

M = 10

class Point(NamedTuple):
    x: Optional[int]
    y: int
    z: int = 3

class M(torch.nn.Module):

    def __init__(self):
        super(M, self).__init__()

    def forward(self, point: Point):
        return point
p1 = Point(x=3, y=2)
p2 = Point(x=3, y=2, z=1)
print(torch.jit.script(M())(p2))
