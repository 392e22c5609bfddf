# Note [Inlining]: a small callee that cannot raise is copied into the
# caller (no prim::CallFunction left, its prim::min/prim::max appear in the
# loop); a callee that can raise (`//`) stays a call, so its traceback frame
# is kept.
# RUN: opt-graph f
# RUN: opt-graph g | filecheck --check-prefix=G
import torch

@torch.jit.script
def clamp_int(v: int, lo: int, hi: int) -> int:
    return max(lo, min(v, hi))

@torch.jit.script
def halve(v: int, d: int) -> int:
    return v // d

# CHECK-LABEL: graph(%n.1 : int):
# CHECK-NOT: prim::CallFunction
# CHECK: prim::Loop
# CHECK: prim::min(
# CHECK: prim::max(
# CHECK-NOT: prim::CallFunction
# CHECK: return
@torch.jit.script
def f(n: int) -> int:
    t = 0
    for i in range(n):
        t += clamp_int(i, 0, 10)
    return t

# G-LABEL: graph(%n.1 : int):
# G: prim::CallFunction[name="halve"]
@torch.jit.script
def g(n: int) -> int:
    return halve(n, 2)
