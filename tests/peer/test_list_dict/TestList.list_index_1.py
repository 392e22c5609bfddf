import torch

def list_index():
    a = [4, 1, 3, 2]
    i = a.index(3)
    return i == 2
print(torch.jit.script(list_index)())
