import torch

def test_pop():
    a = [1, 2, 3, 4]
    b = a.pop()
    return b == 4
print(torch.jit.script(test_pop)())
