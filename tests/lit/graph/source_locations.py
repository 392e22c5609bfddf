# Every node ends with `# FILE:LINE:COL` of the expression it came from.
# RUN: graph f
import torch

# CHECK-LABEL: graph(%x.1 : int):
# CHECK: prim::Constant[value=5]() # {{.*}}source_locations.py:11:15
# CHECK: aten::mul(%x.1, %{{[0-9]+}}) # {{.*}}source_locations.py:11:11
# CHECK: return
@torch.jit.script
def f(x: int) -> int:
    return x * 5
