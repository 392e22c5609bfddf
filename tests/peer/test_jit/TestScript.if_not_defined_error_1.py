import torch

@torch.jit.script
def test2():
    if 1 == 1:
        pass
    else:
        c0 = 1
    return c0
