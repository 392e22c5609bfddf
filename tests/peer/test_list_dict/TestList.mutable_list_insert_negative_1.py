import torch

def test_list_insert_negative():
    a = [1, 2, 3, 4]
    a.insert(-1, 5)
    return a == [1, 2, 3, 5, 4]
print(torch.jit.script(test_list_insert_negative)())
