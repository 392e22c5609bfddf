# An early return leaves through If and Loop outputs: the loop carries a
# "returned" flag and the value, and stops once the flag is set.
# RUN: run
import torch
from typing import List

# CHECK-LABEL: graph(%x.1 : int):
# CHECK-NOT: ReturnStmt
# CHECK: [[TWO:%[0-9]+]] : int = prim::Constant[value=2]()
# CHECK-NEXT: [[C:%[0-9]+]] : bool = aten::gt(%x.1, [[TWO]])
# CHECK-NEXT: [[R:%[0-9]+]] : int = prim::If([[C]])
# CHECK-NEXT: block0():
# CHECK-NEXT: [[M:%[0-9]+]] : int = aten::mul(%x.1, [[TWO]])
# CHECK-NEXT: -> ([[M]])
# CHECK-NEXT: block1():
# CHECK-NEXT: -> (%x.1)
# CHECK-NEXT: return ([[R]])
@torch.jit.script
def clamp_step(x: int) -> int:
    if x > 2:
        return x * 2
    return x


print(clamp_step.graph)

# CHECK-LABEL: graph(%xs.1 : int[]):
# CHECK-NOT: ReturnStmt
# CHECK: [[NONE:%[0-9]+]] : int = prim::Constant[value=-1]()
# CHECK: [[FALSE:%[0-9]+]] : bool = prim::Constant[value=0]()
# CHECK: [[UNSET:%[0-9]+]] : int = prim::Uninitialized()
# CHECK: [[DONE:%[0-9]+]] : bool, [[VAL:%[0-9]+]] : int, %{{[0-9]+}} : int = prim::Loop({{.*}}, [[FALSE]], [[UNSET]],
# CHECK: [[OUT:%[0-9]+]] : int = prim::If([[DONE]])
# CHECK-NEXT: block0():
# CHECK-NEXT: -> ([[VAL]])
# CHECK-NEXT: block1():
# CHECK-NEXT: -> ([[NONE]])
# CHECK-NEXT: return ([[OUT]])
@torch.jit.script
def first_big(xs: List[int]) -> int:
    for x in xs:
        if x > 2:
            return x
    return -1


print(first_big.graph)
print(clamp_step(3), first_big([1, 5, 7]), first_big([1]))
# CHECK: 6 5 -1

# The exit flag and value come before the values the loop already carried,
# in the Loop's outputs and in the If that merges the guarded rest.
# CHECK-LABEL: graph(%n.1 : int):
# CHECK: [[FALSE:%[0-9]+]] : bool = prim::Constant[value=0]()
# CHECK: [[UNSET:%[0-9]+]] : int = prim::Uninitialized()
# CHECK: [[DONE:%[0-9]+]] : bool, [[VAL:%[0-9]+]] : int, %{{[a-z0-9.]+}} : int = prim::Loop({{%[0-9]+}}, {{%[0-9]+}}, [[FALSE]], [[UNSET]], [[I0:%[a-z0-9.]+]])
# CHECK-NEXT: block0(%{{[0-9]+}} : int, %{{[0-9]+}} : bool, %{{[0-9]+}} : int, [[I:%[a-z0-9.]+]] : int):
# CHECK: [[GO:%[0-9]+]] : bool, [[D:%[0-9]+]] : bool, [[V:%[0-9]+]] : int, [[NEXT:%[a-z0-9.]+]] : int = prim::If(
# CHECK-NEXT: block0():
# CHECK-NEXT: -> ([[FALSE]], {{%[0-9]+}}, [[I]], [[UNSET]])
# CHECK: -> ([[GO]], [[D]], [[V]], [[NEXT]])
# CHECK: prim::If([[DONE]])
@torch.jit.script
def root_bound(n: int) -> int:
    i = 0
    while i < n:
        if i * i > n:
            return i
        i += 1
    return -1


print(root_bound.graph)
print(root_bound(10))
# CHECK: 4
