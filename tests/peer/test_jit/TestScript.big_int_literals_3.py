import torch

def ok():
    a = 9223372036854775807
    return a

def toobig():
    a = 9223372036854775808
    return a

def waytoobig():
    a = 99999999999999999999
    return a
print(torch.jit.script(ok)())
