import torch

def test():
    a = b, c = d, f = (1, 1)
    ten = torch.tensor(1)
    ten1 = ten2 = ten.add_(1)
    x = 1
    y = 3
    x, y = (y, x + y)
    return (a, b, c, d, f, ten, ten1, ten2, x, y)
print(torch.jit.script(test)())
