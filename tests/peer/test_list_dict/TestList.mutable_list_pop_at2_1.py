import torch

def test_pop_at2():
    a = [1, 2, 3, 4]
    b = a.pop(1)
    return len(a) == 3
print(torch.jit.script(test_pop_at2)())
