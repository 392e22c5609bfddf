# enumerate(list) is the pair (range(INT64_MAX), list) (Note [Iterable
# trees]): the loop runs prim::min of both lengths; the index is the loop's
# trip counter and the item an aten::__getitem__.
# RUN: graph f
import torch
from typing import List

# CHECK-LABEL: graph(%xs.1 : str[]):
# CHECK: [[ZERO:%[0-9]+]] : int = prim::Constant[value=0]() # {{.*}}:26:4
# CHECK-NEXT: [[MAX:%[0-9]+]] : int = prim::Constant[value=9223372036854775807]() # {{.*}}:26:16
# CHECK-NEXT: [[ONE:%[0-9]+]] : int = prim::Constant[value=1]()
# CHECK-NEXT: [[R:%[0-9]+]] : int = prim::RangeLength([[ZERO]], [[MAX]], [[ONE]])
# CHECK-NEXT: [[N:%[0-9]+]] : int = aten::len(%xs.1)
# CHECK-NEXT: [[L:%[0-9]+]] : int[] = prim::ListConstruct[types=int]([[R]], [[N]])
# CHECK-NEXT: [[M:%[0-9]+]] : int = prim::min([[L]])
# CHECK: %t.{{[0-9]+}} : int = prim::Loop([[M]],
# CHECK-NEXT: block0([[C:%i\.[0-9]+]] : int, [[T:%t\.[0-9]+]] : int):
# CHECK-NEXT: [[I:%i\.[0-9]+]] : int = prim::DeriveIndex([[C]], [[ZERO]], [[ONE]])
# CHECK-NEXT: [[S:%s\.[0-9]+]] : str = aten::__getitem__(%xs.1, [[C]])
# CHECK: aten::len([[S]])
# CHECK: aten::add([[I]],
# CHECK: aten::add([[T]],
@torch.jit.script
def f(xs: List[str]) -> int:
    t = 0
    for i, s in enumerate(xs):
        t += i + len(s)
    return t
