# input: 2,4
# zoo8_object_attrs_frozen: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

@torch.jit.script
class Holder:
    def __init__(self, name: str, w: torch.Tensor):
        self.name = name
        self.w = w
        self.calls = 0

    def apply(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.w * (self.calls + 1)


class ObjectAttrs(nn.Module):
    """A script-class object, a list of tensors, a tuple and an Optional
    submodule left None as attributes. (Frozen, the object becomes a
    constant; PyTorch's optimizer then folds reads of its attributes, so
    a method mutating it would read stale values there: it does not.)"""

    def __init__(self):
        super().__init__()
        self.holder = Holder("proj", torch.randn(4, 3))
        self.bank: List[torch.Tensor] = [torch.randn(3), torch.randn(3)]
        self.shape: Tuple[int, int] = (2, 3)
        self.extra: Optional[nn.Linear] = None
        self.keyed: Dict[int, torch.Tensor] = {3: torch.ones(3), 1: torch.arange(3.0)}

    def forward(self, x):
        y = self.holder.apply(x)
        for t in self.bank:
            y = y + t
        out: Dict[int, torch.Tensor] = {}
        for k, t in self.keyed.items():
            out[k] = y * t
        if self.extra is not None:
            y = y + 1
        return y.view(-1)[: self.shape[0] * self.shape[1]], out, self.holder.name, self.holder.calls


torch.manual_seed(0)
m = torch.jit.freeze(torch.jit.script(ObjectAttrs().eval()))
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(2,4)))
