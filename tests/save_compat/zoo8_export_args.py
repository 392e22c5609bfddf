# input: 2,3
# zoo8_export_args: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class ExportArgs(nn.Module):
    """Exported methods taking Dict/List/Tuple/Optional arguments and
    returning nested tuples of lists."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 2)

    @torch.jit.export
    def merge(self, feats: Dict[str, torch.Tensor], order: List[str]) -> torch.Tensor:
        return torch.cat([self.lin(feats[k]) for k in order], 0)

    @torch.jit.export
    def scaled(self, pair: Tuple[torch.Tensor, float], bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        x, s = pair
        y = self.lin(x) * s
        if bias is not None:
            y = y + bias
        return y

    @torch.jit.export
    def nested(self, xs: List[torch.Tensor]) -> Tuple[List[Tuple[torch.Tensor, int]], Dict[str, List[torch.Tensor]]]:
        pairs = [(self.lin(x), i) for i, x in enumerate(xs)]
        groups: Dict[str, List[torch.Tensor]] = {"even": [], "odd": []}
        for y, i in pairs:
            groups["even" if i % 2 == 0 else "odd"].append(y.sum(0))
        return pairs, groups

    def forward(self, x):
        return self.scaled((x, 0.5), None), self.nested([x, x * 2, x[:1]])


torch.manual_seed(0)
m = torch.jit.script(ExportArgs().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(2,3)))
