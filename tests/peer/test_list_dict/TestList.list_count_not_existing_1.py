import torch

def list_count_not_existing():
    a = [4, 1, 4, 2, 4]
    i = a.count(5)
    return i == 0
print(torch.jit.script(list_count_not_existing)())
