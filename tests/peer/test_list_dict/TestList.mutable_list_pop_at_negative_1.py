import torch

def test_pop_at_negative():
    a = [1, 2, 3, 4]
    b = a.pop(-2)
    return b == 3
print(torch.jit.script(test_pop_at_negative)())
