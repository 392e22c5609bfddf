# input: 3,4
# zoo8_dict_named: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class Stats8(NamedTuple):
    value: torch.Tensor
    rank: int


class Summary8(NamedTuple):
    parts: Dict[str, torch.Tensor]
    rows: List[torch.Tensor]
    note: Optional[str]


class DictNamed(nn.Module):
    """A dict of NamedTuples and a NamedTuple holding a dict and a list."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x) -> Tuple[Dict[str, Stats8], Summary8]:
        y = self.lin(x)
        d = {"a": Stats8(y.mean(0), 1), "b": Stats8(y.amax(0), 2)}
        s = Summary8({"sum": y.sum(1)}, [y[0], y[-1]], None)
        return d, s


torch.manual_seed(0)
m = torch.jit.script(DictNamed().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(3,4)))
