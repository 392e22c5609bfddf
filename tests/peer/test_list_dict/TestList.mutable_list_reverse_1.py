import torch

def test_reverse():
    a = [1, 2, 3, 4]
    a.reverse()
    return a == [4, 3, 2, 1]
print(torch.jit.script(test_reverse)())
