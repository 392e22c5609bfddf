import torch

def test_list_remove2():
    a = [1]
    a.remove(1)
    return len(a) == 0
print(torch.jit.script(test_list_remove2)())
