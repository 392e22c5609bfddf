# A call of another script function is prim::CallFunction naming the
# callee; the callee keeps its own graph.
# RUN: graph caller
# RUN: graph helper | filecheck --check-prefix=HELPER
import torch

# CHECK-LABEL: graph(%a.1 : int):
# CHECK: [[R:%[0-9]+]] : int = prim::CallFunction{{.*}}(%a.1)
# CHECK: aten::mul([[R]],
# HELPER-LABEL: graph(%a.1 : int):
# HELPER: aten::add(%a.1,
# HELPER-NOT: prim::CallFunction
@torch.jit.script
def helper(a: int) -> int:
    return a + 1

@torch.jit.script
def caller(a: int) -> int:
    return helper(a) * 2
