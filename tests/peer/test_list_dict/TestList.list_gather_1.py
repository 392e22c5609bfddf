import torch

def index():
    a = [1, 2, 3]
    return a[1]
print(torch.jit.script(index)())
