import torch

def f(x):
    y = x.clone()
    y[0] = 5
    y.add_(1)
    z = y.t().contiguous()
    return z.unsqueeze(0)

x = torch.arange(6.).reshape(2, 3)
t = torch.jit.trace(f, x)
print(t.code)
print(t(torch.zeros(2, 3)))

def g(x):
    a, b = x.chunk(2, dim=1)
    return torch.cat([b, a], 1), x.shape[1]

tg = torch.jit.trace(g, torch.arange(8.).reshape(2, 4))
print(tg.code)
print(tg(torch.arange(12.).reshape(2, 6)))
