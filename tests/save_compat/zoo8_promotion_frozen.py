# input: 2,3
# zoo8_promotion_frozen: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

class Promotion(nn.Module):
    """Type promotion across dtypes and with Python scalars, and creation
    ops whose dtype or length is inferred."""

    def forward(self, x):
        u8 = (x.abs() * 100).to(torch.uint8)
        i8 = (x * 100).to(torch.int8)
        i32 = (x * 1000).to(torch.int32)
        f16 = x.to(torch.float16)
        b = x > 0
        return (u8 + i8, i32 * 1.5, i32 + 1, b + b, b * 2.5, f16 + x, f16 * 3, i32 / 4, i8 // 3,
                u8 - 200, torch.true_divide(i32, i8.clamp(min=1)), x.double() + f16, (i32 * x),
                torch.arange(0.0, 1.0, 0.15), torch.arange(5, dtype=torch.float64), torch.arange(-3, 8, 3),
                torch.linspace(0, 10, 4, dtype=torch.int64), torch.logspace(0, 2, 3, base=2.0),
                torch.full((2, 2), 7), torch.eye(2, 3, dtype=torch.int32),
                torch.tensor([[1, 2], [3, 4]]), torch.tensor([1.5, 2.0]), torch.tensor([True, False]),
                torch.zeros_like(i8, dtype=torch.float32), torch.ones(3, dtype=torch.bool).sum(),
                torch.empty(0, 3).sum(0), torch.tensor(3) * x, torch.scalar_tensor(2) / 3)


torch.manual_seed(0)
m = torch.jit.freeze(torch.jit.script(Promotion().eval()))
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(2,3)))
