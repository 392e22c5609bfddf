# Tuples: prim::TupleConstruct, unpacking with prim::TupleUnpack (one
# output per element) and constant indexing with prim::TupleIndex.
# RUN: graph f
import torch
from typing import Tuple

# CHECK-LABEL: graph(%t.1 : (int, str)):
# CHECK: %a.1 : int, %b.1 : str = prim::TupleUnpack(%t.1)
# CHECK: int = prim::TupleIndex(%t.1,
# CHECK: [[R:%[0-9]+]] : (str, int) = prim::TupleConstruct(%b.1,
# CHECK: return ([[R]])
@torch.jit.script
def f(t: Tuple[int, str]) -> Tuple[str, int]:
    a, b = t
    return b, t[0] + a
