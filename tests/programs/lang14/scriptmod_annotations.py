import torch
import torch.nn as nn
from typing import Dict, List, Optional, Tuple


class M(nn.Module):
    x: List[int]
    y: Dict[str, float]
    z: Optional[int]

    def __init__(self):
        super().__init__()
        self.x = []
        self.y = {}
        self.z = None
        self.w: Tuple[int, str] = (1, "a")
        self.attr = torch.jit.Attribute([], List[str])

    def forward(self, v: int) -> Tuple[List[int], Dict[str, float], Optional[int], Tuple[int, str], List[str]]:
        self.x.append(v)
        self.y[str(v)] = float(v) / 2
        if v > 2:
            self.z = v
        self.attr.append("v" + str(v))
        return self.x, self.y, self.z, self.w, self.attr


m = torch.jit.script(M())
print(m(1))
print(m(3))
print(m.x, m.z, m.attr)
