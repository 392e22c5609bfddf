import torch

def test_clear():
    a = [1, 2, 3, 4]
    a.clear()
    return len(a) == 0
print(torch.jit.script(test_clear)())
