# `while cond:` is a prim::Loop with an unbounded trip count (INT64_MAX);
# the condition is computed before the loop and again at the end of the body.
# RUN: graph f
import torch

# CHECK-LABEL: graph(%n.1 : int):
# CHECK: [[MAX:%[0-9]+]] : int = prim::Constant[value=9223372036854775807]()
# CHECK: [[C0:%[0-9]+]] : bool = aten::lt(%n.1,
# CHECK: = prim::Loop([[MAX]], [[C0]], %n.1)
# CHECK-NEXT: block0(%{{[a-z0-9.]+}} : int, [[N:%n\.[0-9]+]] : int):
# CHECK: [[N2:%n\.[0-9]+]] : int = aten::mul([[N]],
# CHECK: [[C1:%[0-9]+]] : bool = aten::lt([[N2]],
# CHECK: -> ([[C1]], [[N2]])
@torch.jit.script
def f(n: int) -> int:
    while n < 100:
        n = n * 2
    return n
