# x[0, 1:3]: an integer index is aten::select, a slice aten::slice with
# explicit dim, start, end and step. Index expressions are evaluated, left to
# right, before any of them is applied.
# RUN: graph f
import torch

# CHECK-LABEL: graph(%x.1 : Tensor):
# CHECK-DAG: [[START:%[0-9]+]] : int = prim::Constant[value=1]()
# CHECK-DAG: [[END:%[0-9]+]] : int = prim::Constant[value=3]()
# CHECK: [[ROW:%[0-9]+]] : Tensor = aten::select(%x.1, %{{[0-9]+}}, %{{[0-9]+}})
# CHECK: Tensor = aten::slice([[ROW]], %{{[0-9]+}}, [[START]], [[END]], %{{[0-9]+}})
@torch.jit.script
def f(x: torch.Tensor) -> torch.Tensor:
    return x[0, 1:3]
