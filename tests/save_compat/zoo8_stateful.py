# input: 2,3
# zoo8_stateful: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class Stateful(nn.Module):
    """torch.jit.Attribute and Final constants; a frozen copy keeps the
    attributes the exported method mutates."""
    __constants__ = ["eps"]

    def __init__(self):
        super().__init__()
        self.eps = 1e-3
        self.history = torch.jit.Attribute([], List[float])
        self.seen = torch.jit.Attribute({}, Dict[str, int])
        self.lin = nn.Linear(3, 3)

    @torch.jit.export
    def record(self, name: str, v: float) -> int:
        self.history.append(v)
        self.seen[name] = self.seen.get(name, 0) + 1
        return len(self.history)

    def forward(self, x):
        y = self.lin(x)
        self.record("fwd", float(y.mean()))
        self.record("fwd", 1.0)
        return y / (y.norm() + self.eps), self.history, self.seen


torch.manual_seed(0)
m = torch.jit.script(Stateful().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(2,3)))
