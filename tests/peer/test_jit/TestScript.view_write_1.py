import torch

torch.manual_seed(0)

def fn(x, y):
    l = []
    l.append(x)
    x_view = l[0]
    a = x + x
    x_view.add_(y)
    b = x + x
    return a == b
print(torch.jit.script(fn)(torch.rand(2, 3), torch.rand(2, 3)))
