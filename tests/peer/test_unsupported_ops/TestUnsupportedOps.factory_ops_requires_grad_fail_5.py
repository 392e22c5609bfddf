import torch

torch.manual_seed(0)

def ones():
    return torch.ones([2], requires_grad=True)

def randn():
    return torch.randn([2], requires_grad=True)

def zeros():
    return torch.zeros([2], requires_grad=True)
torch.jit.script(zeros)
