import torch

def convertible_isnot_op(x: bool, y: bool):
    return (x is not True, False is not x, x is not y)
print(torch.jit.script(convertible_isnot_op)(True, False))
