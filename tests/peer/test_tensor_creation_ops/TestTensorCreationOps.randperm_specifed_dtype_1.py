import torch

torch.manual_seed(0)

def randperm(x: int):
    perm = torch.randperm(x, dtype=torch.float)
    assert perm.dtype == torch.float
print(torch.jit.script(randperm)(3))
