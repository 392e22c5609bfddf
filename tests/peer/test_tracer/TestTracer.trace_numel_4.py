import torch

torch.manual_seed(0)

def fn(x):
    return x.numel()
x = torch.randn(2, 3, 4)
y = torch.randn(4, 5, 6)
traced_fn = torch.jit.trace(fn, x)
print(traced_fn(y))
