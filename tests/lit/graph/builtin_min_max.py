# min/max of two ints are prim::min / prim::max, as in PyTorch.
# RUN: graph f
import torch

# CHECK-LABEL: graph(%a.1 : int,
# CHECK: [[MX:%[0-9]+]] : int = prim::max(%a.1, %b.1)
# CHECK-NEXT: [[MN:%[0-9]+]] : int = prim::min(%a.1, %b.1)
# CHECK-NEXT: aten::sub([[MX]], [[MN]])
@torch.jit.script
def f(a: int, b: int) -> int:
    return max(a, b) - min(a, b)
