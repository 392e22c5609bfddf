# Constants load from the function's constant table; the listing shows
# each value after `;`.
# RUN: bytecode f
import torch

# CHECK: LoadConst {{ *}}r{{[0-9]+}}, c{{[0-9]+}}  ; 2.5
# CHECK: LoadConst {{ *}}r{{[0-9]+}}, c{{[0-9]+}}  ; 'hi'
# CHECK: LoadConst {{ *}}r{{[0-9]+}}, c{{[0-9]+}}  ; None
# CHECK: CallOp {{ *}}prim::Print(
@torch.jit.script
def f():
    print(2.5, "hi", None)
