import torch

def test_list_remove():
    a = [1, 2, 3, 4]
    a.remove(3)
    return a == [1, 2, 4]
print(torch.jit.script(test_list_remove)())
