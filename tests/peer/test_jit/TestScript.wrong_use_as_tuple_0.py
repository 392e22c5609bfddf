import torch

def test_fn():
    return 3

@torch.jit.script
def wrong_use_as_tuple(self):
    a, b = test_fn
    return a
