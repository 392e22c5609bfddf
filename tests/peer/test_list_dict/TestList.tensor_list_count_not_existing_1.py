import torch

def tensor_list_count_not_existing():
    a = [torch.tensor(4), torch.tensor(1), torch.tensor(4), torch.tensor(4)]
    i = a.count(torch.tensor(5))
    return i == 0
print(torch.jit.script(tensor_list_count_not_existing)())
