import torch

def f(x, y):
    with torch.no_grad():
        z = x * y
    outs = [z, x + 1]
    return outs

x = torch.ones(2, requires_grad=True)
t = torch.jit.trace(f, (x, torch.full((2,), 3.)))
print(t.code)
r = t(x, torch.ones(2))
print(type(r).__name__, r)
print(r[0].requires_grad, r[1].requires_grad)

def g(x):
    return torch.nn.functional.interpolate(x, scale_factor=2, mode="nearest")

tg = torch.jit.trace(g, torch.arange(4.).reshape(1, 1, 2, 2))
print(tg(torch.ones(1, 1, 1, 2)))
