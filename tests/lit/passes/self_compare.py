# Note [Self comparison]: `v == v` and `v != v` of one int/float/bool/None
# value (or a list of them) fold to constants after CSE, as PyTorch's
# peephole pass does, so a NaN equals itself in compiled code; tensors and
# two different values are left alone.
# RUN: opt-graph f
# RUN: opt-graph g | filecheck --check-prefix=G
from typing import List

import torch

# CHECK-LABEL: graph(%x.1 : float,
# CHECK-NOT: aten::eq
# CHECK-NOT: aten::ne
# CHECK: return
@torch.jit.script
def f(x: float, y: float, xs: List[int]) -> bool:
    return x * y == x * y and not (xs != xs)

# G-LABEL: graph(%x.1 : Tensor,
# G: aten::eq(%x.1, %x.1)
# G: aten::eq(%a.1, %b.1)
@torch.jit.script
def g(x: torch.Tensor, a: int, b: int) -> bool:
    return bool((x == x).all()) and a == b
