import torch

def fn():
    x = torch.ones(2, 3)
    l = []
    l.append(x)
    x_view = l[0]
    x.add_(torch.ones(2, 3))
    return x_view
print(torch.jit.script(fn)())
