# A `return` inside a branch: the rest of the function runs only when the
# branch was not taken. The returned value leaves through the If's block.
# RUN: graph f
import torch

# CHECK-LABEL: graph(%x.1 : int):
# CHECK: [[C:%[0-9]+]] : bool = aten::gt(%x.1,
# CHECK: prim::If([[C]])
# CHECK-NEXT: block0():
# CHECK-NEXT: [[ONE:%[0-9]+]] : int = prim::Constant[value=1]()
# CHECK: [[ONE]]
# CHECK: block1():
# CHECK: aten::mul(%x.1,
# CHECK: return
@torch.jit.script
def f(x: int) -> int:
    if x > 3:
        return 1
    y = x * 2
    return y
