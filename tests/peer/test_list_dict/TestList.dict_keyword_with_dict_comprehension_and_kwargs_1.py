import torch

def fn():
    return dict({chr(65 + i): i for i in range(4)}, foo=2)
print(torch.jit.script(fn)())
