# `x is not None` on an Optional refines x inside the branch: the compiler
# inserts prim::unchecked_cast from int? to int where x is used, named after x
# as in PyTorch.
# RUN: graph f
import torch
from typing import Optional

# CHECK-LABEL: graph(%x.1 : int?):
# CHECK: [[NONE:%[0-9]+]] : NoneType = prim::Constant()
# CHECK: [[C:%[0-9]+]] : bool = aten::__isnot__(%x.1, [[NONE]])
# CHECK: prim::If([[C]])
# CHECK-NEXT: block0():
# CHECK-NEXT: [[X:%x\.[0-9]+]] : int = prim::unchecked_cast(%x.1)
# CHECK: aten::add([[X]],
# CHECK: block1():
@torch.jit.script
def f(x: Optional[int]) -> int:
    r = 0
    if x is not None:
        r = x + 1
    return r
