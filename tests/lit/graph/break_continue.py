# break and continue inside a for loop.
# RUN: graph f
import torch

# CHECK-LABEL: graph(%n.1 : int):
# CHECK: prim::Loop(
# CHECK: aten::eq(
# CHECK: prim::If(
# CHECK: Break
# CHECK: prim::If(
# CHECK: Continue
# CHECK: aten::add(
@torch.jit.script
def f(n: int) -> int:
    s = 0
    for i in range(n):
        if i == 3:
            break
        if i == 1:
            continue
        s += i
    return s
