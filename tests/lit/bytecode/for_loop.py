# A counted loop: LoopTest leaves when the counter reaches the trip count,
# Increment and a backward Jump close the body (Note [Loop lowering]).
# RUN: bytecode f
import torch

# CHECK: [[HEAD:[0-9]+]]  JumpIfFalse {{ *}}r{{[0-9]+}}, @[[EXIT:[0-9]+]]
# CHECK-NEXT: LoopTest {{ *}}[[COUNTER:r[0-9]+]], r{{[0-9]+}}, @[[EXIT]]
# CHECK: {{CallOp +aten::add.int|AddInt}}
# CHECK: Increment {{ *}}[[COUNTER]]
# CHECK-NEXT: Jump {{ *}}@[[HEAD]]
# CHECK-NEXT: [[EXIT]]  {{.*}}
# CHECK: Return
@torch.jit.script
def f(n: int) -> int:
    s = 0
    for i in range(n):
        s = s + i
    return s
