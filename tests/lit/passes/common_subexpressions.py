# Note [CSE]: the second `x * y` reuses the first; tensor operators are
# left alone (an in-place write could come between them).
# RUN: opt-graph f
# RUN: opt-graph g | filecheck --check-prefix=G
import torch

# CHECK-LABEL: graph(%x.1 : int,
# CHECK: aten::mul(%x.1, %y.1)
# CHECK-NOT: aten::mul
# CHECK: return
@torch.jit.script
def f(x: int, y: int) -> int:
    return x * y + x * y

# G-LABEL: graph(%x.1 : Tensor):
# G: aten::neg(%x.1)
# G: aten::add_(%x.1
# G: aten::neg(
@torch.jit.script
def g(x: torch.Tensor) -> torch.Tensor:
    a = -x
    x.add_(1)
    return a + -x
