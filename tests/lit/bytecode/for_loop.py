# A counted loop: LoopTest leaves when the counter reaches the trip count,
# Increment and a backward Jump close the body (Note [Loop lowering]). The
# condition of a `for` loop is always True, so its test is gone, and the
# carried value is copied straight back (Note [Copy forwarding]).
# RUN: bytecode f
import torch

# CHECK-NOT: JumpIfFalse
# CHECK: [[HEAD:[0-9]+]]  LoopTest {{ *}}[[COUNTER:r[0-9]+]], r{{[0-9]+}}, @[[EXIT:[0-9]+]]
# CHECK-NOT: JumpIfFalse
# CHECK: AddInt {{ *}}[[SUM:r[0-9]+]], [[ACC:r[0-9]+]], r{{[0-9]+}}
# CHECK-NEXT: Copy {{ *}}[[ACC]], [[SUM]]
# CHECK-NEXT: Increment {{ *}}[[COUNTER]]
# CHECK-NEXT: Jump {{ *}}@[[HEAD]]
# CHECK-NEXT: [[EXIT]]  {{.*}}
# CHECK: Return
@torch.jit.script
def f(n: int) -> int:
    s = 0
    for i in range(n):
        s = s + i
    return s
