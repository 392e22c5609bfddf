# Note [Last uses]: a value's last read moves it out of its register, except
# inside a loop that does not define it (the next iteration reads it again),
# and never the loop counter. x is read in the loop, so only y's reads move.
# RUN: bytecode f
import torch

# CHECK: CallOp {{ *}}aten::mul.Tensor(r0, r0) -> (r[[T:[0-9]+]])
# CHECK: LoopTest r[[I:[0-9]+]],
# CHECK: CallOp {{ *}}aten::add.Tensor(move(r{{[0-9]+}}), r0, {{.*}})
# CHECK-NOT: move(r[[I]])
# CHECK: Increment r[[I]]
# CHECK: CallOp {{ *}}aten::add.Tensor(move(r{{[0-9]+}}), move(r[[T]]), {{.*}})
@torch.jit.script
def f(x: torch.Tensor, n: int) -> torch.Tensor:
    t = x * x
    y = t
    for i in range(n):
        y = y + x
    return y + t
