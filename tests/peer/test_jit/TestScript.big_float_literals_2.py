import torch

def ok():
    a = 1e309
    return a

def check(fn):
    print(fn() == ok())
check(torch.jit.script(ok))
