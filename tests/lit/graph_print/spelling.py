# Nodes print as PyTorch spells them: range loops count with the loop's own
# counter or aten::__range_length/__derive_index, raises name their class,
# asserts carry "AssertionError: ", method calls are prim::CallMethod, and
# attribute reads are named after the attribute.
# RUN: run
import torch
from typing import Optional

# CHECK-LABEL: graph(%n.1 : int):
# CHECK-NOT: RangeLength
# CHECK: prim::Loop(%n.1,
# CHECK-NEXT: block0([[I:%[a-z0-9.]+]] : int,
# CHECK: aten::add({{%[a-z0-9.]+}}, [[I]])
@torch.jit.script
def tri(n: int) -> int:
    s = 0
    for i in range(n):
        s += i
    return s


print(tri.graph)

# CHECK-LABEL: graph(%a.1 : int,
# CHECK: [[LEN:%[0-9]+]] : int = aten::__range_length(%a.1, %b.1,
# CHECK: prim::Loop([[LEN]],
# CHECK-NEXT: block0([[K:%[0-9]+]] : int,
# CHECK-NEXT: aten::__derive_index([[K]], %a.1,
@torch.jit.script
def evens(a: int, b: int) -> int:
    s = 0
    for i in range(a, b, 2):
        s += i
    return s


print(evens.graph)

# CHECK-LABEL: graph(%x.1 : int,
# CHECK-NEXT: %t.1 : Tensor?):
# CHECK-NEXT: [[AMSG:%[0-9]+]] : str = prim::Constant[value="AssertionError: need a tensor"](){{$}}
# CHECK-NEXT: [[NONE:%[0-9]+]] : NoneType = prim::Constant()
# CHECK-NEXT: [[CLS:%[0-9]+]] : str = prim::Constant[value="builtins.ValueError"]() # {{.*}}:{{[0-9]+}}:14
# CHECK-NEXT: [[MSG:%[0-9]+]] : str = prim::Constant[value="negative"]()
# CHECK: prim::RaiseException([[MSG]], [[CLS]])
# CHECK: prim::RaiseException([[AMSG]], [[NONE]])
@torch.jit.script
def checked(x: int, t: Optional[torch.Tensor]) -> int:
    if x < 0:
        raise ValueError("negative")
    assert t is not None, "need a tensor"
    return x


print(checked.graph)


class Scale(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.factor = 3

    def forward(self, x: int) -> int:
        return x * self.factor


class Outer(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = Scale()

    def forward(self, x: int) -> int:
        return self.scale(x) + 1


# CHECK-LABEL: graph(%self : __torch__.Outer,
# CHECK: %scale : __torch__.Scale = prim::GetAttr[name="scale"](%self){{$}}
# CHECK: prim::CallMethod[name="forward"](%scale, %x.1)
print(torch.jit.script(Outer()).graph)
