# input: 2,4
# zoo8_fork_pool: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class Branch(nn.Module):
    def __init__(self, k: int):
        super().__init__()
        self.lin = nn.Linear(4, 4)
        self.k = k

    def forward(self, x):
        return torch.tanh(self.lin(x)) * self.k

    @torch.jit.export
    def pair(self, x: torch.Tensor) -> Tuple[torch.Tensor, int]:
        return self.lin(x).sum(1), self.k


def nested_work(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    futs = [torch.jit.fork(torch.mul, x, float(i)) for i in range(n)]
    return [torch.jit.wait(f) for f in futs]


class ForkPool(nn.Module):
    """fork/wait over a ModuleList, on exported methods, nested forks, and
    a Future[List[Tensor]]."""

    def __init__(self):
        super().__init__()
        self.branches = nn.ModuleList([Branch(k) for k in range(1, 4)])

    def forward(self, x):
        futs: List[torch.jit.Future[torch.Tensor]] = []
        for b in self.branches:
            futs.append(torch.jit.fork(b, x))
        pf = torch.jit.fork(self.branches[0].pair, x)
        nf = torch.jit.fork(nested_work, x, 3)
        outs = [torch.jit.wait(f) for f in futs]
        s, k = torch.jit.wait(pf)
        nested = torch.jit.wait(nf)
        return torch.stack(outs).sum(0), s * k, torch.cat(nested)


torch.manual_seed(0)
m = torch.jit.script(ForkPool().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(2,4)))
