# enumerate(list) loops over the list's length; the index is the loop's
# trip counter and the item an aten::__getitem__.
# RUN: graph f
import torch
from typing import List

# CHECK-LABEL: graph(%xs.1 : str[]):
# CHECK: [[N:%[0-9]+]] : int = aten::len(%xs.1)
# CHECK: %t.{{[0-9]+}} : int = prim::Loop([[N]],
# CHECK-NEXT: block0([[I:%i\.[0-9]+]] : int, [[T:%t\.[0-9]+]] : int):
# CHECK-NEXT: [[S:%s\.[0-9]+]] : str = aten::__getitem__(%xs.1, [[I]])
# CHECK: aten::len([[S]])
# CHECK: aten::add([[T]],
@torch.jit.script
def f(xs: List[str]) -> int:
    t = 0
    for i, s in enumerate(xs):
        t += i + len(s)
    return t
