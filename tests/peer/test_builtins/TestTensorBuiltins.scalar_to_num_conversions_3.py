import torch

@torch.jit.script
def multiple_defs(x):
    c = 1
    x = x + c
    return x

@torch.jit.script
def tensor_to_int_script(x, tensor):
    return x.unsqueeze(tensor)
tensor_to_int_script(torch.tensor([2]), torch.tensor([2, 2]))
