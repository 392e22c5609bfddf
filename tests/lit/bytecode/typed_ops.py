# Note [Bytecode peephole]: int/float operator calls become typed opcodes;
# a constant loaded just for one of them folds into its K form (a constant
# on the left of `<` becomes `>` with the constant on the right); `//` and
# `%` keep their kernel for the divisors 0 and -1.
# RUN: bytecode f
import torch

# CHECK-NOT: CallOp
# CHECK: ModIntK {{ *}}r{{[0-9]+}}, r0, c{{[0-9]+}}, aten::remainder.int  ; 7
# CHECK: GtIntK {{ *}}r{{[0-9]+}}, r1, c{{[0-9]+}}  ; 3
# CHECK: FloorDivInt {{ *}}r{{[0-9]+}}, r0, r1, aten::floordiv.int
# CHECK: SubInt {{ *}}r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}
# CHECK: Return
@torch.jit.script
def f(x: int, y: int) -> int:
    a = x % 7
    if 3 < y:
        a = x // y
    return a - y
