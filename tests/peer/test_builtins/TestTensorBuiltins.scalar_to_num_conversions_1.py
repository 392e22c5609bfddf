import torch

@torch.jit.script
def multiple_defs(x):
    c = 1
    x = x + c
    return x
print('ImplicitTensorToNum' not in str(multiple_defs.graph))
