import torch

torch.manual_seed(0)

@torch.jit.script
def get_numel_script(x):
    return x.numel()
x = torch.rand(3, 4)
numel = get_numel_script(x)
print(x.numel())
