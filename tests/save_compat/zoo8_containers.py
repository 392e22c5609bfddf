# input: 2,3
# zoo8_containers: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class Containers(nn.Module):
    """List, dict and tuple methods in script."""

    def forward(self, x):
        vals: List[int] = x.flatten().mul(10).round().to(torch.long).tolist()
        xs = list(vals)
        xs.insert(1, 99)
        last = xs.pop()
        first = xs.pop(0)
        xs.remove(99)
        xs.extend([7, 7, -3])
        xs.reverse()
        n7 = xs.count(7)
        at = xs.index(7)
        xs.sort(reverse=True)
        del xs[1]
        stepped = xs[::2] + xs[-1:0:-3]
        d: Dict[int, List[str]] = {}
        for i, v in enumerate(vals):
            d.setdefault(v % 3, ["first"]).append("v" + str(i))
        popped = d.pop(0, ["none"])
        d.update({5: ["five"]})
        copy = d.copy()
        copy.clear()
        items = sorted([(k, len(v)) for k, v in d.items()])
        got = d.get(7)
        return (xs, n7, at, last, first, stepped, items, popped, got is None, len(copy), min(vals), max(vals),
                sum(vals), any([v > 5 for v in vals]), all([v > -100 for v in vals]), divmod(17, 5),
                [abs(v) for v in vals[:3]])


torch.manual_seed(0)
m = torch.jit.script(Containers().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(2,3)))
