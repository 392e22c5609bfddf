import torch

def test_equality():
    a = [1, 2, 3]
    b = [1, 2, 3]
    return a == b
print(torch.jit.script(test_equality)())
