# A loop that writes to a tensor (x.add_) may change what x * 2 reads, and a
# loop with break may not run its body at all: neither is peeled.
# RUN: opt-graph mutating | filecheck --check-prefix=MUT
# RUN: opt-graph breaking | filecheck --check-prefix=BRK
import torch

# MUT-LABEL: graph(
# MUT-NOT: prim::If
# MUT: prim::Loop
# MUT: aten::mul
# MUT: aten::add_
@torch.jit.script
def mutating(x: torch.Tensor, n: int) -> float:
    s = 0.0
    for i in range(n):
        s += float((x * 2).sum())
        x.add_(1.0)
    return s


# BRK-LABEL: graph(
# BRK: prim::Loop
# BRK: prim::BreakStmt
# BRK: aten::sin
@torch.jit.script
def breaking(x: torch.Tensor, n: int) -> torch.Tensor:
    y = x
    for i in range(n):
        if i == 2:
            break
        y = y + x.sin()
    return y
