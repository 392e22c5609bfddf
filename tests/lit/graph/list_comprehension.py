# A list comprehension builds an empty list and appends in a prim::Loop
# over the source list's length.
# RUN: graph f
import torch
from typing import List

# CHECK-LABEL: graph(%xs.1 : int[]):
# CHECK: [[OUT:%[0-9]+]] : int[] = prim::ListConstruct{{.*}}()
# CHECK: [[N:%[0-9]+]] : int = aten::len(%xs.1)
# CHECK: prim::Loop([[N]],
# CHECK-NEXT: block0([[I:%i\.[0-9]+]] : int):
# CHECK-NEXT: [[X:%x\.[0-9]+]] : int = aten::__getitem__(%xs.1, [[I]])
# CHECK: [[Y:%[0-9]+]] : int = aten::mul([[X]],
# CHECK: aten::append([[OUT]], [[Y]])
# CHECK: return ([[OUT]])
@torch.jit.script
def f(xs: List[int]) -> List[int]:
    return [x * 2 for x in xs]
