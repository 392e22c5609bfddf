import torch

def foo(a, b, x):
    c = a
    for _ in range(2):
        a = c + b
        c = x
        b = x
    return a
print(torch.jit.script(foo)(torch.zeros(1), torch.zeros(4), torch.zeros(5)))
