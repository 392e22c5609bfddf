# --no-opt turns the passes off: the graph that runs is the graph as written.
# RUN: opt-graph f --no-opt
# RUN: opt-graph f | filecheck --check-prefix=OPT
import torch

# CHECK-LABEL: graph(%x.1 : Tensor):
# CHECK-NOT: prim::FusionGroup
# CHECK: aten::exp
# CHECK: aten::mul
# OPT: prim::FusionGroup
@torch.jit.script
def f(x: torch.Tensor) -> torch.Tensor:
    return torch.exp(x) * 0.5
