import torch

def list_count():
    a = [4, 1, 4, 2, 4]
    i = a.count(4)
    return i == 3
print(torch.jit.script(list_count)())
