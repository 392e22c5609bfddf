import torch

def test1():
    return 11184810

def test2():
    return 11184810

def test3():
    return -11184810

def ok():
    a = 9223372036854775807
    return a

def toobig():
    a = 18446744073709551615
    return a

def waytoobig():
    a = 340282366920938463463374607431768211455
    return a
print(torch.jit.script(ok)())
