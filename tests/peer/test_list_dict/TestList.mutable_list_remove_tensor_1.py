import torch

def test_list_remove_tensor():
    a = [torch.ones(1), torch.zeros(1), torch.ones(2)]
    a.remove(torch.zeros(1))
    return len(a) == 2
print(torch.jit.script(test_list_remove_tensor)())
