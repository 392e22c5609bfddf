import torch

def test_append_if():
    a = [1]
    if 1 == 1:
        a.append(4)
    return a == [1, 4]
print(torch.jit.script(test_append_if)())
