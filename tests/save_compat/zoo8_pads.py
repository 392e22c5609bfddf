# input: 2,3,4,5
# zoo8_pads: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class Pads(nn.Module):
    """Every padding layer, 1d to 3d."""

    def __init__(self):
        super().__init__()
        self.r1 = nn.ReflectionPad1d((2, 1))
        self.r2 = nn.ReflectionPad2d((1, 2, 2, 1))
        self.r3 = nn.ReflectionPad3d(1)
        self.p1 = nn.ReplicationPad1d((1, 3))
        self.p2 = nn.ReplicationPad2d(2)
        self.p3 = nn.ReplicationPad3d((1, 0, 0, 1, 1, 1))
        self.z = nn.ZeroPad2d((1, 0, 2, 0))
        self.c1 = nn.ConstantPad1d(2, -1.5)
        self.c3 = nn.ConstantPad3d((0, 1, 1, 0, 2, 0), 0.25)

    def forward(self, x):
        x3 = x.flatten(2)
        x5 = x.unsqueeze(2).repeat(1, 1, 3, 1, 1)
        return (self.r1(x3), self.r2(x), self.r3(x5), self.p1(x3), self.p2(x), self.p3(x5), self.z(x),
                self.c1(x3), self.c3(x5), F.pad(x, (2, 1, 1, 2), mode="circular"),
                F.pad(x5, (1, 1, 1, 0, 0, 1), mode="circular"), F.pad(x, (-1, 2, 0, -1)))


torch.manual_seed(0)
m = torch.jit.script(Pads().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(2,3,4,5)))
