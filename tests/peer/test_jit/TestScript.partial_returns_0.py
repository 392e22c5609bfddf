import torch

@torch.jit.script
def no_ret():
    # type: () -> int
    pass
