# A variable assigned in both branches of an `if` becomes an output of
# prim::If: each block yields its value with `-> (...)`.
# RUN: graph f
import torch

# CHECK-LABEL: graph(%c.1 : bool,
# CHECK-NEXT: %n.1 : int):
# CHECK: [[R:%y\.[0-9]+]] : int = prim::If(%c.1)
# CHECK-NEXT: block0():
# CHECK: [[A:%y\.[0-9]+]] : int = aten::add(%n.1, %{{[0-9]+}})
# CHECK-NEXT: -> ([[A]])
# CHECK-NEXT: block1():
# CHECK: [[B:%y\.[0-9]+]] : int = aten::sub(%n.1, %{{[0-9]+}})
# CHECK-NEXT: -> ([[B]])
# CHECK: return ([[R]])
@torch.jit.script
def f(c: bool, n: int) -> int:
    if c:
        y = n + 1
    else:
        y = n - 1
    return y
