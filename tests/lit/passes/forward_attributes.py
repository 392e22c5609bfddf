# Note [Attribute forwarding]: a read of an attribute stored just before on
# the same object is the stored value; a store through another object of
# the same class may alias, so the read after it stays.
# RUN: opt-graph f
# RUN: opt-graph g | filecheck --check-prefix=G
import torch

@torch.jit.script
class P:
    def __init__(self, x: float):
        self.x = x

# CHECK-LABEL: graph(%a.1 : __torch__.P,
# CHECK: prim::SetAttr[name="x", index=0](%a.1, %v.1)
# CHECK-NOT: prim::GetAttr
# CHECK: return (%v.1)
@torch.jit.script
def f(a: P, v: float) -> float:
    a.x = v
    return a.x

# G-LABEL: graph(%a.1 : __torch__.P,
# G: prim::SetAttr[name="x", index=0](%a.1,
# G: prim::SetAttr[name="x", index=0](%b.1,
# G: prim::GetAttr[name="x", index=0](%a.1)
@torch.jit.script
def g(a: P, b: P, v: float) -> float:
    a.x = v
    b.x = 2.0
    return a.x
