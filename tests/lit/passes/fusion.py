# Note [Elementwise fusion]: consecutive elementwise nodes (constants between
# them do not count) become one prim::FusionGroup; a value read after the
# run is an output of the group. The reduction stops the run.
# RUN: opt-graph f
import torch

# CHECK-LABEL: graph(%x.1 : Tensor
# CHECK: [[A:%[0-9]+]] : Tensor, [[B:%[0-9]+]] : Tensor = prim::FusionGroup(%x.1,
# CHECK-NEXT: block0(
# CHECK-NEXT: aten::exp
# CHECK-NEXT: aten::mul
# CHECK-NEXT: aten::sub
# CHECK-NEXT: aten::abs
# CHECK-NEXT: -> (
# CHECK: aten::sum([[B]]
# CHECK: return
@torch.jit.script
def f(x: torch.Tensor, y: torch.Tensor):
    a = torch.exp(x) * 0.25 - y
    b = a.abs()
    return a, b.sum()
