import torch
import torch.nn as nn
from torch import Tensor
from typing import NamedTuple

torch.manual_seed(0)

M = 10

class Point(NamedTuple):
    x: torch.Tensor = torch.rand(2, 3)

class M(torch.nn.Module):

    def __init__(self):
        super(M, self).__init__()

    def forward(self, point: Point):
        return point
p = Point(x=torch.rand(2, 3))
m = torch.jit.script(M())
m(p)
