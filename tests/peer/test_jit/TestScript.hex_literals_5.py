import torch

def test1():
    return 11184810

def test2():
    return 11184810

def test3():
    return -11184810
print(torch.jit.script(test3)())
