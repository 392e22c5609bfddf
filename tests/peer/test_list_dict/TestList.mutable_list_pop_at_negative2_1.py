import torch

def test_pop_at_negative2():
    a = [1, 2, 3, 4]
    b = a.pop(-2)
    return len(a) == 3
print(torch.jit.script(test_pop_at_negative2)())
