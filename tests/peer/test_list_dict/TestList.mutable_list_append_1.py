import torch

def test_append():
    a = [0, 1]
    a.append(2)
    a.append(3)
    return a == [0, 1, 2, 3]
print(torch.jit.script(test_append)())
