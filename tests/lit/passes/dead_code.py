# Note [Dead code]: the unused `x + 1` goes; the unused `x // y` stays (it
# may raise ZeroDivisionError); an object only ever written to goes with
# its stores, one that is read stays.
# RUN: opt-graph f
# RUN: opt-graph g | filecheck --check-prefix=G
import torch

@torch.jit.script
class Box:
    def __init__(self, v: int):
        self.v = v

# CHECK-LABEL: graph(%x.1 : int,
# CHECK-NOT: aten::add
# CHECK: aten::floordiv(%x.1, %y.1)
# CHECK-NOT: aten::add
# CHECK: return
@torch.jit.script
def f(x: int, y: int) -> int:
    a = x + 1
    b = x // y
    return x

# G-LABEL: graph(%x.1 : int):
# G-NOT: prim::CreateObject
# G-NOT: prim::SetAttr
# G: return (%x.1)
@torch.jit.script
def g(x: int) -> int:
    b = Box(x)
    return b.v
