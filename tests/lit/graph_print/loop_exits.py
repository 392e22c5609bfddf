# `.graph` has no BreakStmt/ContinueStmt: a for-loop that breaks or continues
# becomes a while-loop carrying its counter (PyTorch's
# CanonicalizeModifiedLoops), and the exits leave through If outputs.
# RUN: run
import torch

# CHECK-LABEL: graph(%n.1 : int):
# CHECK-NOT: Stmt
# CHECK: [[MAX:%[0-9]+]] : int = prim::Constant[value=9223372036854775807]()
# CHECK: [[ONE:%[0-9]+]] : int = prim::Constant[value=1]()
# CHECK: [[ZERO:%[0-9]+]] : int = prim::Constant[value=0]()
# CHECK: [[RUN:%[0-9]+]] : bool = aten::gt(%n.1, [[ZERO]])
# CHECK: %{{[a-z0-9.]+}} : int, %{{[0-9]+}} : int = prim::Loop([[MAX]], [[RUN]], [[ZERO]], [[ZERO]])
# CHECK-NEXT: block0(%{{[0-9]+}} : int, %{{[a-z0-9.]+}} : int, [[I:%[0-9]+]] : int):
# CHECK: bool, %{{.*}} : bool, %{{.*}} : int, %{{.*}} : bool, %{{.*}} : int = prim::If
# CHECK: [[NEXT:%[0-9]+]] : int = aten::add([[I]], [[ONE]])
# CHECK-NEXT: [[BELOW:%[0-9]+]] : bool = aten::lt([[NEXT]], %n.1)
# CHECK-NEXT: aten::__and__([[BELOW]],
# CHECK-NOT: Stmt
# CHECK: return
@torch.jit.script
def total(n: int) -> int:
    s = 0
    for i in range(n):
        if i == 3:
            continue
        if i > 7:
            break
        s += i
    return s


print(total.graph)
print(total(10))
# CHECK: 25

# A while-loop keeps its condition; `break` makes the loop's next condition
# an If output.
# CHECK-LABEL: graph(%n.1 : int):
# CHECK-NOT: Stmt
# CHECK: [[T:%[0-9]+]] : bool = prim::Constant[value=1]()
# CHECK: [[F:%[0-9]+]] : bool = prim::Constant[value=0]()
# CHECK: prim::Loop({{%[0-9]+}}, [[T]],
# CHECK: [[GO:%[0-9]+]] : bool = prim::If(
# CHECK-NEXT: block0():
# CHECK-NEXT: -> ([[F]])
# CHECK-NEXT: block1():
# CHECK-NEXT: -> ([[T]])
# CHECK-NEXT: -> ([[GO]],
@torch.jit.script
def first_above(n: int) -> int:
    i = 0
    while True:
        i += 1
        if i > n:
            break
    return i


print(first_above.graph)
print(first_above(4))
# CHECK: 5
