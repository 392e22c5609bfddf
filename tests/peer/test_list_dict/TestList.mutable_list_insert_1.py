import torch

def test_list_insert():
    a = [1, 2, 3, 4]
    a.insert(2, 5)
    return a == [1, 2, 5, 3, 4]
print(torch.jit.script(test_list_insert)())
