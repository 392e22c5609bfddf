import torch

torch.manual_seed(0)

def randperm(x: int):
    perm = torch.randperm(x)
    assert perm.dtype == torch.int64
print(torch.jit.script(randperm)(3))
