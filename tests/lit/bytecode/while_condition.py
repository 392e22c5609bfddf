# Note [Copy forwarding]: a `while` condition that is computed keeps its
# test (only a condition that is True on every path loses it); a carried
# value read after the loop keeps its register.
# RUN: bytecode f
import torch

# CHECK: JumpIfFalse {{ *}}[[C:r[0-9]+]], @[[EXIT:[0-9]+]]
# CHECK: LtInt {{ *}}[[C2:r[0-9]+]],
# CHECK: Copy {{ *}}[[C]], [[C2]]
# CHECK: [[EXIT]]  Copy
# CHECK: Return
@torch.jit.script
def f(n: int) -> int:
    i = 0
    while i < n:
        i += 2
    return i
