# Calls resolve to one operator overload at compile time, with defaults made
# explicit: `x + y` on tensors is aten::add(x, y, alpha=1); int + int and
# float + float pick other overloads of the same aten::add.
# RUN: graph f
import torch

# CHECK-LABEL: graph(%x.1 : Tensor,
# CHECK: [[ONE:%[0-9]+]] : int = prim::Constant[value=1]()
# CHECK-NEXT: Tensor = aten::add(%x.1, %y.1, [[ONE]])
# CHECK: int = aten::add(%n.1, %n.1)
# CHECK: float = aten::add(%r.1, %r.1)
# CHECK: Tensor = aten::sum(
# CHECK-NOT: prim::CallFunction
# CHECK: return
@torch.jit.script
def f(x: torch.Tensor, y: torch.Tensor, n: int, r: float):
    a = x + y
    b = n + n
    c = r + r
    return a.sum(), b, c
