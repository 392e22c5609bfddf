import torch

def test_equality():
    a = [1, 2, 3]
    b = [1, 2, 3]
    return a == b

def test_equality_str():
    a = ['foo', 'bar']
    b = ['foo', 'bar']
    return a == b

def test_inequality():
    a = [1, 2, 3]
    b = [1, 2, 3]
    return a != b

def test_inequality_str():
    a = ['foo', 'bar']
    b = ['foo', 'bar', 'food']
    return a != b

def test_non_equality():
    a = [1, 2, 3]
    b = [3]
    return a == b

def test_non_inequality():
    a = [1, 2, 3]
    b = [3]
    return a != b

def test_list_equality_as_cond():
    a = [1, 2, 3]
    b = [3]
    if a == b:
        c = 1
    else:
        c = 2
    return c
print(torch.jit.script(test_list_equality_as_cond)())
