import torch

def tensor_list_index():
    a = [torch.tensor(4), torch.tensor(1), torch.tensor(3), torch.tensor(2)]
    i = a.index(torch.tensor(3))
    return i == 2
print(torch.jit.script(tensor_list_index)())
