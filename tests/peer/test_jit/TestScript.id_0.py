import torch

@torch.jit.script
def test_id_scalars():
    return id(2) == id(None)
