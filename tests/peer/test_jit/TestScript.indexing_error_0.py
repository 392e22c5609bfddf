import torch

@torch.jit.script
def test_wrong_type():
    a = 8
    return a[0]
