import torch
import torch.nn as nn
from typing import NamedTuple
from typing import List
from typing import Dict
from typing import Optional

M = 10

class Point(NamedTuple):
    x: Optional[List[int]] = None
    y: List[int] = [1, 2, 3]
    z: Optional[Dict[str, int]] = {'a': 1}

class M(torch.nn.Module):

    def __init__(self):
        super(M, self).__init__()

    def forward(self, point: Point):
        return point
p = Point(x=[4, 5, 6], y=[3, 2, 1], z={'b': 2})
print(torch.jit.script(M())(p))
