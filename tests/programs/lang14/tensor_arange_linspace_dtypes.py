import torch


@torch.jit.script
def ranges():
    a = torch.arange(5)
    b = torch.arange(1, 4)
    c = torch.arange(0, 1, 0.25)
    d = torch.arange(5.0)
    e = torch.arange(2, 10, 3, dtype=torch.float64)
    return a, b, c, d, e


@torch.jit.script
def spaces():
    a = torch.linspace(0, 1, 5)
    b = torch.linspace(-1, 1, steps=3, dtype=torch.float64)
    c = torch.logspace(0, 2, 3)
    d = torch.linspace(0, 10, 6, dtype=torch.int64)
    return a, b, c, d


for r in ranges():
    print(r, r.dtype)
for r in spaces():
    print(r, r.dtype)
