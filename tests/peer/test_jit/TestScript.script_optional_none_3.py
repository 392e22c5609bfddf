import torch

def none_stmt(x):
    output = None
    output = x
    return output

def none_args(x):
    return None
print(torch.jit.script(none_args)(None))
