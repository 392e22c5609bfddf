import torch

def fn():
    x = torch.ones(2, 3)
    x_1 = x.view(-1)
    l = []
    l.append(x_1)
    x_view = l[0]
    x.add_(torch.ones(2, 3))
    return x_view
print(torch.jit.script(fn)())
