import torch

def test_pop_slice():
    a = [1, 2, 3, 4]
    b = [1, 2, 3, 4]
    a.pop()
    b = b[:-1]
    return a == b
print(torch.jit.script(test_pop_slice)())
