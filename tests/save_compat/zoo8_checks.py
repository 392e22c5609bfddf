# input: 3,4
# zoo8_checks: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class Checks(nn.Module):
    """assert, torch._assert, warnings.warn, a raise that does not fire,
    is_scripting and jit.annotate."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 3)

    def forward(self, x):
        assert x.dim() == 2, "want a matrix"
        torch._assert(x.size(1) == 4, "want 4 features")
        if x.size(0) > 100:
            raise ValueError("batch too large: " + str(x.size(0)))
        if bool(x.abs().max() > 0.9):
            warnings.warn("large input")
        ys = torch.jit.annotate(List[torch.Tensor], [])
        ys.append(self.lin(x))
        if torch.jit.is_scripting():
            ys.append(x.sum(1, keepdim=True))
        y = ys[0]
        maybe: Optional[torch.Tensor] = None
        if bool(y.mean() > -10):
            maybe = y * 2
        return torch.jit._unwrap_optional(maybe), len(ys)


torch.manual_seed(0)
m = torch.jit.script(Checks().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(3,4)))
