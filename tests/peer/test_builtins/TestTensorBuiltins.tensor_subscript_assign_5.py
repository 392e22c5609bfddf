import torch

def fn1(x):
    a = torch.zeros_like(x, dtype=torch.uint8)
    a[torch.tensor(0)] = torch.tensor(2, dtype=torch.uint8)
    return a

def fn2(x):
    a = torch.zeros_like(x, dtype=torch.uint8)
    a[0] = 2
    return a

def fn3(x):
    a = torch.zeros_like(x, dtype=torch.uint8)
    a[torch.tensor(0)] = 2
    return a

def fn4(x):
    a = torch.zeros_like(x, dtype=torch.uint8)
    a[0] = torch.tensor(2, dtype=torch.uint8)
    return a

def fn5(x):
    a = torch.zeros_like(x, dtype=torch.float32)
    a[torch.tensor(0)] = 2
    return a
for fn in (fn1, fn2, fn3, fn4, fn5):
    print(torch.jit.script(fn)(torch.zeros(2, dtype=torch.uint8)))
