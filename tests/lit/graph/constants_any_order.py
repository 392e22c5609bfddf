# The constants of an expression are all there whatever order the emitter
# (or a later pass) puts them in: CHECK-DAG does not pin their order.
# RUN: graph f
import torch

# CHECK-LABEL: graph(%x.1 : float):
# CHECK-DAG: [[A:%[0-9]+]] : float = prim::Constant[value=0.5]()
# CHECK-DAG: [[B:%[0-9]+]] : float = prim::Constant[value=3.]()
# CHECK-DAG: [[M:%[0-9]+]] : float = aten::mul(%x.1, [[A]])
# CHECK: aten::add([[M]], [[B]])
# CHECK: return
@torch.jit.script
def f(x: float) -> float:
    return x * 0.5 + 3.0
