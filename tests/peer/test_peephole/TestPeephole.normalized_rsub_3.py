import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])

def convertible_rsub(x, y):
    return (x - y, torch.rsub(y, x))
print(torch.jit.script(convertible_rsub)(a, b))
