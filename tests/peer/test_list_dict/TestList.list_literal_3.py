import torch

def reassign():
    x = [1]
    if 1 == 1:
        x = [2, 3]
    return

def reassign_arity_change():
    x = [1]
    if 1 == 1:
        x = [1, 2, 3]
    return
print(torch.jit.script(reassign_arity_change)())
