# input: 4,4
# zoo8_aliasing: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class Aliasing(nn.Module):
    """In-place writes through views, slices, transposes and unbind, seen
    through the base."""

    def forward(self, x):
        y = x.clone()
        v = y.view(-1, 2)
        v.mul_(2.0)
        y[0].add_(1.0)
        y.t()[1].zero_()
        y[:, ::2].clamp_(max=0.5)
        a, b = y.unbind(0)[:2]
        a.neg_()
        d = y.diagonal()
        d.fill_(7.0)
        z = y.narrow(1, 1, 2)
        z.copy_(torch.arange(z.numel(), dtype=z.dtype).view_as(z))
        e = y.expand(2, -1, -1).sum(0)
        s = y.select(1, 0)
        s += 0.25
        u = y.unsqueeze(0).squeeze(0).transpose(0, 1).contiguous()
        u[0, 0] = -1.0
        st = torch.as_strided(y, (2, 2), (1, 2))
        return y, b, e, u, st.clone(), y.is_contiguous(), u.stride()


torch.manual_seed(0)
m = torch.jit.script(Aliasing().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(4,4)))
