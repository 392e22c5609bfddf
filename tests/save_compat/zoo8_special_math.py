# input: 4,5
# zoo8_special_math: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class SpecialMath(nn.Module):
    def forward(self, x):
        p = x.sigmoid()
        return (torch.special.erfinv(x * 0.9), torch.special.i0(x), torch.special.i1e(x), torch.digamma(p + 0.5),
                torch.lgamma(x + 2.0), torch.polygamma(1, p + 1.0), torch.special.entr(p), torch.logit(p, 1e-6),
                torch.special.ndtr(x), torch.special.log_ndtr(x), torch.special.ndtri(p), torch.sinc(x),
                torch.special.xlog1py(p, x), torch.xlogy(p, p), torch.logaddexp(x, -x), torch.hypot(x, p),
                torch.copysign(p, x), torch.nan_to_num(torch.log(x), nan=0.0, neginf=-9.0),
                torch.heaviside(x, torch.tensor(0.5)), torch.vander(x[0], 3), torch.trapezoid(x, dim=1),
                torch.cumulative_trapezoid(x, dim=1), torch.cosine_similarity(x, x.flip(1), dim=1),
                F.pairwise_distance(x, x.flip(0), p=1.5), F.pdist(x), torch.linalg.multi_dot([x, x.t(), x]),
                torch.atleast_3d(x[0]), torch.special.multigammaln(p + 2.0, 2), torch.frexp(x)[1],
                torch.ldexp(x, torch.tensor([2])), torch.special.log_softmax(x, 1), torch.float_power(p, 2),
                torch.triangular_solve(x[:, :3].t(), torch.eye(3) * 2 + x[:3, :3].triu(), upper=True).solution)


torch.manual_seed(0)
m = torch.jit.script(SpecialMath().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(4,5)))
