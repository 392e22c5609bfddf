# List literals are prim::ListConstruct with the element type; list methods
# are operators bound by schema (aten::append returns the list).
# RUN: graph f
import torch
from typing import List

# CHECK-LABEL: graph(%n.1 : int):
# CHECK: [[L:%a\.[0-9]+]] : int[] = prim::ListConstruct{{.*}}(%{{[0-9]+}}, %{{[0-9]+}}, %n.1)
# CHECK: aten::append([[L]], %n.1)
# CHECK: %e.1 : int[] = prim::ListConstruct
# CHECK: %g.1 : float[] = prim::ListConstruct
# CHECK: aten::len([[L]])
# CHECK: aten::__getitem__([[L]],
@torch.jit.script
def f(n: int) -> int:
    a = [1, 2, n]
    a.append(n)
    e: List[int] = []
    g = [1.0, 2.5]
    return len(a) + a[0] + len(e) + len(g)
