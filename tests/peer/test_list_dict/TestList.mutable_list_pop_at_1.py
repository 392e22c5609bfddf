import torch

def test_pop_at():
    a = [1, 2, 3, 4]
    b = a.pop(1)
    return b == 2
print(torch.jit.script(test_pop_at)())
