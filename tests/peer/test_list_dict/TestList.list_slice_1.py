import torch

def test_regular_slice():
    a = [0, 1, 2, 3, 4]
    return a[2:3] == [2]
print(torch.jit.script(test_regular_slice)())
