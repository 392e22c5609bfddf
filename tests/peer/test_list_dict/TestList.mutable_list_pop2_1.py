import torch

def test_pop2():
    a = [1, 2, 3, 4]
    b = a.pop()
    return len(a) == 3
print(torch.jit.script(test_pop2)())
