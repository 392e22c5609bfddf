import torch

@torch.jit.script
def none_ret():
    pass
print(none_ret())
