# input: 3,4
# zoo8_int_ops: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class IntOps(nn.Module):
    """Integer and bitwise arithmetic with its wrap-around and rounding."""

    def forward(self, x):
        a = (x * 50).to(torch.int32)
        b = (x.flip(0) * 7).to(torch.int32).abs() + 1
        i8 = (x * 120).to(torch.int8)
        return (a & b, a | b, a ^ b, ~a, a << 2, a >> 1, torch.bitwise_left_shift(a, 1),
                torch.gcd(a, b), torch.lcm(a.remainder(7) + 1, b.remainder(5) + 1), a // b, torch.remainder(a, b),
                torch.fmod(a, b), torch.div(a, b, rounding_mode="trunc"), torch.div(a, b, rounding_mode="floor"),
                a / b, i8 + i8, i8 * 3, (i8 > 0) ^ (a > 0), torch.bincount(a.abs().flatten() % 6, minlength=7),
                torch.bincount(a.abs().flatten() % 4, weights=x.flatten()), a.clamp(-5, 5), a.sign(),
                torch.pow(a % 4, 3), a.sum(), i8.sum(), i8.prod(dtype=torch.int64), a.float().floor_divide(3.0),
                torch.logical_xor(a, b), torch.count_nonzero(a % 3, dim=1), torch.cumsum(i8, 0))


torch.manual_seed(0)
m = torch.jit.script(IntOps().eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(3,4)))
