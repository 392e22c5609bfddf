import torch

torch.manual_seed(0)

def return_stmt(x):
    if bool(x > 3):
        return x + 3
    else:
        return x
print(torch.jit.script(return_stmt)(torch.rand(1)))
