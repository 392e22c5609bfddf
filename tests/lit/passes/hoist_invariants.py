# Note [Loop-invariant code motion]: `n * 2` does not change between
# iterations and cannot raise, so it moves in front of the loop; `n // k`
# could raise, so it stays inside (the loop may run zero times).
# RUN: opt-graph f
import torch

# CHECK-LABEL: graph(%n.1 : int,
# CHECK: aten::mul(%n.1,
# CHECK: prim::Loop
# CHECK-NOT: aten::mul
# CHECK: aten::floordiv(%n.1, %k.1)
# CHECK: return
@torch.jit.script
def f(n: int, k: int) -> int:
    t = 0
    for i in range(n):
        t += n * 2 + n // k
    return t
