import torch

def fn():
    return dict({i: chr(i + 65) for i in range(4)})
print(torch.jit.script(fn)())
