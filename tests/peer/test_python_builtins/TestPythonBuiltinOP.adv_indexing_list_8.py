import torch

torch.manual_seed(0)

def func1(x):
    return x[[0, 1, 5]]

def func2(x):
    return x[[0, 1], [0, 1]]

def func3(x):
    return x[[[0, 1], [0, 1]], [[0, 1], [0, 1]]]

def func4(x):
    ls = [0]
    ls.append(1)
    ls.append(2)
    return x[ls]

def func5(x):
    ls = [0.1, 1.2, 2.3]
    return x[ls]
input = torch.rand((6, 2))
print(torch.jit.script(func3)(input))
