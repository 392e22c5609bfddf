# `with torch.no_grad():` saves the grad mode, disables it and restores the
# saved mode when the body ends, and also before a return inside it.
# RUN: graph f
import torch

# CHECK-LABEL: graph(%x.1 : Tensor,
# CHECK: [[SAVED:%[0-9]+]] : bool = aten::is_grad_enabled()
# CHECK-NEXT: = aten::set_grad_enabled(
# CHECK: prim::If(
# CHECK: aten::mul(
# CHECK: = aten::set_grad_enabled([[SAVED]])
# CHECK: prim::ReturnStmt
# CHECK: aten::add(
# CHECK: = aten::set_grad_enabled([[SAVED]])
@torch.jit.script
def f(x: torch.Tensor, early: bool) -> torch.Tensor:
    with torch.no_grad():
        if early:
            return x * 2
        y = x + 1
    return y
