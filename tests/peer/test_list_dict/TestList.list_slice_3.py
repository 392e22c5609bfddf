import torch

def test_regular_slice():
    a = [0, 1, 2, 3, 4]
    return a[2:3] == [2]

def test_open_ended_slice():
    a = [0, 1, 2, 3, 4]
    return a[2:] == [2, 3, 4]
print(torch.jit.script(test_open_ended_slice)())
