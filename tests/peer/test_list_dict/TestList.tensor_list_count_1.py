import torch

def tensor_list_count():
    a = [torch.tensor(4), torch.tensor(1), torch.tensor(4), torch.tensor(4)]
    i = a.count(torch.tensor(4))
    return i == 3
print(torch.jit.script(tensor_list_count)())
