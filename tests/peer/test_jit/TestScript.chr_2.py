import torch

def fn(x):
    # type: (int) -> str
    return chr(x)
print(torch.jit.script(fn)(97))
