import torch

def reassign():
    x = [1]
    if 1 == 1:
        x = [2, 3]
    return
print(torch.jit.script(reassign)())
