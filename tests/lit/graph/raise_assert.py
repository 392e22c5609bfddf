# `raise` and a failing `assert` are prim::RaiseException in the branch that
# fails; the message is a str constant.
# RUN: graph f
import torch

# CHECK-LABEL: graph(%x.1 : int):
# CHECK: prim::If(
# CHECK: [[M:%[0-9]+]] : str = prim::Constant[value="neg"]()
# CHECK-NEXT: prim::RaiseException{{.*}}([[M]])
# CHECK: aten::ne(%x.1,
# CHECK: prim::If(
# CHECK: block1():
# CHECK: [[T:%[0-9]+]] : str = prim::Constant[value="three"]()
# CHECK-NEXT: prim::RaiseException{{.*}}([[T]])
# CHECK: return (%x.1)
@torch.jit.script
def f(x: int) -> int:
    if x < 0:
        raise ValueError("neg")
    assert x != 3, "three"
    return x
