import torch

torch.manual_seed(0)

def fn(x, y):
    return (x, (x * y[1], x * y[0]))
x, y = (torch.randn(2, 2), (torch.ones(2, 2), torch.randn(2, 2)))
traced_fn = torch.jit.trace(fn, (x, y))
print(traced_fn(x, y))
