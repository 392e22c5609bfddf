import torch

@torch.jit.script
def test():
    return torch.tensor([None])
test()
