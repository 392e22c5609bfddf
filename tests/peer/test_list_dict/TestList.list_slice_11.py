import torch
from typing import List

def test_regular_slice():
    a = [0, 1, 2, 3, 4]
    return a[2:3] == [2]

def test_open_ended_slice():
    a = [0, 1, 2, 3, 4]
    return a[2:] == [2, 3, 4]

def test_open_ended_slice2():
    a = [0, 1, 2, 3, 4]
    return a[:2] == [0, 1]

def test_negative_slice():
    a = [0, 1, 2, 3, 4]
    return a[:-1] == [0, 1, 2, 3]

def test_negative_slice2():
    a = [0, 1, 2, 3, 4]
    return a[-3:-1] == [2, 3]

def test_backward_slice():
    a = [0, 1, 2, 3, 4]
    return a[3:2] == torch.jit.annotate(List[int], [])
print(torch.jit.script(test_backward_slice)())
