# input: 4,5
# zoo8_reductions: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class Reductions(nn.Module):
    """Reductions with dtype rules, corrections and ties."""

    def forward(self, x):
        ties = (x * 2).round()
        v, i = ties.max(1)
        sv, si = torch.sort(ties.flatten(), stable=True, descending=True)
        mv, mi = ties.median(1)
        mo, moi = torch.mode(ties, 1)
        return (x.std(0), x.var(1, unbiased=False), torch.var_mean(x, 1, correction=0), torch.std_mean(x),
                torch.aminmax(x, dim=0), torch.linalg.matrix_norm(x), torch.linalg.norm(x, ord="nuc"), x.norm(1, dim=1),
                torch.nansum(torch.where(x > 0.5, torch.tensor(float("nan")), x)), torch.logsumexp(x, 1),
                (x > 0).sum(), (x > 0).any(1), (x > -2).all(), x.to(torch.int32).prod(1), x.amax((0, 1)),
                v, i, sv, si, ties.argsort(1, descending=True), ties.argmax(), ties.argmin(0), mv, mi, mo, moi,
                x.mean((0, 1), keepdim=True), x.sum(dtype=torch.float64), torch.count_nonzero(ties),
                torch.cummin(ties, 1), torch.unique(ties, dim=0), x.max(), torch.max(x, ties))


torch.manual_seed(0)
m = torch.jit.script(Reductions().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(4,5)))
