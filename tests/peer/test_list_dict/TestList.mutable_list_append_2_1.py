import torch

def test_append_2():
    a = [0, 1]
    a.append(2)
    a = [1]
    a.append(4)
    return a == [1, 4]
print(torch.jit.script(test_append_2)())
