import torch

torch.manual_seed(0)

@torch.jit.script
def fn(x):
    return x.contiguous(memory_format=torch.channels_last)
x = torch.randn(4, 3, 6, 6)
y = fn(x)
print(y.is_contiguous(memory_format=torch.channels_last))
