# Note [Loop peeling]: exp(-x) * 0.5 does not change between iterations, so
# the first iteration runs on its own (inside prim::If(n > 0)) and hands its
# value to the remaining n - 1 iterations, which no longer compute it.
# RUN: opt-graph f
import torch

# CHECK-LABEL: graph(%x.1 : Tensor,
# CHECK: [[RUNS:%[0-9]+]] : bool = aten::gt(
# CHECK: prim::If([[RUNS]])
# CHECK: aten::exp
# CHECK: block1():
# CHECK: prim::Uninitialized()
# CHECK: [[REST:%[0-9]+]] : int = aten::sub(
# CHECK: prim::Loop([[REST]],
# CHECK-NOT: aten::exp
# CHECK: return
@torch.jit.script
def f(x: torch.Tensor, n: int) -> torch.Tensor:
    y = x
    for i in range(n):
        y = y * float(i) + torch.exp(-x) * 0.5
    return y
