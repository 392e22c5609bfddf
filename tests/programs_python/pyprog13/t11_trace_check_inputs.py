import torch

def f(x):
    return x[: x.shape[0] // 2] * 2

t = torch.jit.trace(f, torch.arange(6.))
print(t(torch.arange(10.)))
print(t.code)
t2 = torch.jit.trace(f, torch.arange(6.), check_inputs=[(torch.arange(8.),)])
print(t2(torch.arange(4.)))
def g(x, y):
    return torch.cat([x, y], 0), x.shape
tg = torch.jit.trace(g, (torch.ones(1, 2), torch.zeros(2, 2)))
r = tg(torch.ones(1, 2), torch.zeros(3, 2))
print(r[0].shape, r[1])
