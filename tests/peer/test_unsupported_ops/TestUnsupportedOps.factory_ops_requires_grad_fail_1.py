import torch

def ones():
    return torch.ones([2], requires_grad=True)
torch.jit.script(ones)
