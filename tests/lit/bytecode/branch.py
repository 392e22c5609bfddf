# if/else: JumpIfFalse skips to the else part; the then part jumps over it.
# RUN: bytecode f
import torch

# CHECK: JumpIfFalse {{ *}}r0, @[[ELSE:[0-9]+]]
# CHECK: MulFloatK {{ *}}r{{[0-9]+}}, r1, c{{[0-9]+}}  ; 2.0
# CHECK: Jump {{ *}}@[[END:[0-9]+]]
# CHECK: [[END]]  Return
@torch.jit.script
def f(c: bool, x: float) -> float:
    if c:
        return x * 2.0
    return x
