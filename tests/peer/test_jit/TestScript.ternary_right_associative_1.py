import torch

def plus_123(x: int):
    return x + 1 if x == 1 else x + 2 if x == 2 else x + 3
print(torch.jit.script(plus_123)(1))
