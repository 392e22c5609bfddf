# `for i in range(n)` is a prim::Loop over the range's length; the loop
# block receives the trip count and carries every variable it reassigns.
# RUN: graph f
import torch

# CHECK-LABEL: graph(%n.1 : int):
# CHECK: [[LEN:%[0-9]+]] : int = prim::{{RangeLength|__range_length}}
# CHECK: [[TRUE:%[0-9]+]] : bool = prim::Constant[value=1]()
# CHECK: [[OUT:%s\.[0-9]+]] : int = prim::Loop([[LEN]], [[TRUE]], [[INIT:%[0-9]+]])
# CHECK-NEXT: block0([[IT:%i\.[0-9]+]] : int, [[CARRIED:%s\.[0-9]+]] : int):
# CHECK: [[I:%i\.[0-9]+]] : int = prim::{{DeriveIndex|__derive_index}}([[IT]]
# CHECK: [[NEXT:%s\.[0-9]+]] : int = aten::add([[CARRIED]], [[I]])
# CHECK: -> (%{{[0-9]+}}, [[NEXT]])
# CHECK: return ([[OUT]])
@torch.jit.script
def f(n: int) -> int:
    s = 0
    for i in range(n):
        s = s + i
    return s
