# x[0, 1:3]: an integer index is aten::select, a slice aten::slice with
# explicit dim, start, end and step.
# RUN: graph f
import torch

# CHECK-LABEL: graph(%x.1 : Tensor):
# CHECK: [[ROW:%[0-9]+]] : Tensor = aten::select(%x.1, %{{[0-9]+}}, %{{[0-9]+}})
# CHECK-DAG: [[START:%[0-9]+]] : int = prim::Constant[value=1]()
# CHECK-DAG: [[END:%[0-9]+]] : int = prim::Constant[value=3]()
# CHECK: Tensor = aten::slice([[ROW]], %{{[0-9]+}}, [[START]], [[END]], %{{[0-9]+}})
@torch.jit.script
def f(x: torch.Tensor) -> torch.Tensor:
    return x[0, 1:3]
