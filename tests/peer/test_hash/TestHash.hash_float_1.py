import torch

def fn(f1: float, f2: float):
    return hash(f1) == hash(f2)
print(torch.jit.script(fn)(1.2345, 1.2345))
