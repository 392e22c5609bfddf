import torch

def fn(b1: bool, b2: bool):
    return hash(b1) == hash(b2)
print(torch.jit.script(fn)(False, True))
