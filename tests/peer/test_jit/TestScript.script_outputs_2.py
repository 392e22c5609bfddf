import torch

@torch.jit.script
def return3():
    return (1, 2, 3)

@torch.jit.script
def bind2():
    a, b = return3()
    print(a)
    print(b)
