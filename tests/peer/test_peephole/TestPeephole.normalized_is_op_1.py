import torch

def convertible_is_op(x: bool, y: bool):
    return (x is True, False is x, x is y)
print(torch.jit.script(convertible_is_op)(True, False))
