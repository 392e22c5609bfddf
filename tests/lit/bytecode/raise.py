# raise ValueError(msg) loads the message and raises with the exception kind.
# RUN: bytecode f
import torch

# CHECK: LoadConst {{ *}}[[M:r[0-9]+]], c{{[0-9]+}}  ; 'negative'
# CHECK-NEXT: Raise {{ *}}[[M]], ValueError
@torch.jit.script
def f(x: int) -> int:
    if x < 0:
        raise ValueError("negative")
    return x
