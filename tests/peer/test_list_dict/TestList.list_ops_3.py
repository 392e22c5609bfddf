import torch

def test_equality():
    a = [1, 2, 3]
    b = [1, 2, 3]
    return a == b

def test_equality_str():
    a = ['foo', 'bar']
    b = ['foo', 'bar']
    return a == b
print(torch.jit.script(test_equality_str)())
