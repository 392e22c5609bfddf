import torch

@torch.jit.script
def invalid_call_arguments(x):
    return torch.unsqueeze(3, 4, 5, 6, 7, 8)
