# Calls of other script functions are CallFunction with the callee's
# qualified name (a callee that may raise is not inlined, Note [Inlining]).
# RUN: bytecode caller
import torch

# CHECK: CallFunction {{ *}}__torch__.callee(move(r0), move(r{{[0-9]+}})) -> (r{{[0-9]+}})
@torch.jit.script
def callee(a: int, b: int) -> int:
    return a // b

@torch.jit.script
def caller(a: int) -> int:
    return callee(a, 3)
