import torch

def half(x):
    return x[: x.shape[0] // 2] * 2

def tail(x):
    n = x.size(0)
    return x[n - 2:], x[1:n]

def pairs(x):
    b = x.size(0) // 2
    return x.view(b, 2, -1).sum(1)

for fn, example, others in [(half, torch.arange(6.), [torch.arange(10.), torch.arange(3.)]),
                            (tail, torch.arange(5.), [torch.arange(8.)]),
                            (pairs, torch.ones(4, 3), [torch.ones(6, 3), torch.ones(2, 1)])]:
    t = torch.jit.trace(fn, example)
    print(fn.__name__)
    print(t.code)
    for o in others:
        print(t(o))

def floor_ops(x):
    y = x.clone()
    y.floor_divide_(3)
    return torch.floor_divide(y, 2.0), x // 4
t = torch.jit.trace(floor_ops, torch.arange(6.))
print(t.code)
print(t(torch.arange(10.)))
