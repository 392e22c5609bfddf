import torch

torch.manual_seed(0)

def slice_setitem(x, y):
    x[:, 2] = y + 1
    return x
x = torch.randn(3, 4)
traced = torch.jit.trace(slice_setitem, (x, x[:, 0]))
x = torch.randn(10, 5)
print(traced(x.clone(), x[:, 0]))
