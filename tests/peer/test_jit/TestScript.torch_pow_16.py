import torch

torch.manual_seed(0)

def func(a, b):
    return pow(a, b)

def func2(a, b, c, d):
    return pow(pow(c + a, b), d)

def func3(a: int, b: float):

    # type: (int, float) -> float
    return pow(a, b)

def func4():

    # type: () -> float
    return pow(2, -2)

def func5(x, y):
    return pow(x.item(), y.item())

def func6(a: int, b: int):

    # type: (int, int) -> float
    return pow(a, b)
a = torch.rand(1)
b = torch.rand(1)
c = torch.rand(1)
d = torch.rand(1)
inputs = [torch.tensor(2), torch.tensor(-2), torch.tensor(0.5), torch.tensor(0.2)]
for x in inputs:
    for y in inputs:
        if x < 0:
            continue
        else:
            print(torch.jit.script(func5)(x, y))
