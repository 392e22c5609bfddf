import torch

def test_append_if_else():
    a = [1]
    if 1 == 2:
        a.append(4)
    else:
        a.append(10)
    return a == [1, 10]
print(torch.jit.script(test_append_if_else)())
