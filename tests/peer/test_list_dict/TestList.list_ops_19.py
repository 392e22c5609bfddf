import torch
from typing import List

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

def test_list_add():
    a = [1, 2, 3]
    b = [2]
    c = a + b
    return c == [1, 2, 3, 2]

def test_list_add_empty():
    a = [1, 2, 3]
    b = torch.jit.annotate(List[int], [])
    c = a + b
    return c == [1, 2, 3]

def test_tensor_list_equality():
    t1 = torch.ones([1, 1])
    t2 = torch.ones([1, 1])
    x = [t1, t2]
    y = [t2, t1]
    return x == y
print(torch.jit.script(test_tensor_list_equality)())
