# Note [Constant folding]: `2 * 3 + 1` becomes the constant 7; `1 // 0`
# raises at run time, so it is not folded.
# RUN: opt-graph f
import torch

# CHECK-LABEL: graph(%x.1 : int):
# CHECK-NOT: aten::mul
# CHECK: prim::Constant[value=7]()
# CHECK: aten::floordiv(
# CHECK: return
@torch.jit.script
def f(x: int) -> int:
    a = 2 * 3 + 1
    b = 1 // 0
    return x + a + b
