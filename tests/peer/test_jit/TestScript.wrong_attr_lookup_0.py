import torch

@torch.jit.script
def wrong_attr_lookup(self, x):
    a = x.unsqueeze.myattr
    return a
