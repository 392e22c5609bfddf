import torch

def ellipsize(x):
    return x[2, Ellipsis, 4, 4, 4:8, 2].size()
dummy = torch.zeros(8, 8, 8, 8, 8, 8, 8)
print(torch.jit.script(ellipsize)(dummy))
