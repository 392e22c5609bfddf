# test_jit style: trace simple functions and print .graph / .code
import torch

def foo(x, y):
    return 2 * x + y

x, y = torch.randn(3), torch.randn(3)
traced = torch.jit.trace(foo, (x, y))
print(traced.graph)
print(traced.code)
print(torch.allclose(traced(x, y), foo(x, y)))

def f2(x):
    a = x.relu()
    b = a * a
    c = torch.sigmoid(b).sum(dim=0)
    return c

t2 = torch.jit.trace(f2, torch.randn(4, 5))
print(t2.graph)
print(t2.code)

def f3(x, y):
    z = torch.cat([x, y], dim=1)
    w = z.view(-1)
    return w[:3], z.t()

t3 = torch.jit.trace(f3, (torch.ones(2, 2), torch.zeros(2, 3)))
print(t3.graph)
out = t3(torch.ones(2, 2), torch.ones(2, 3))
print(out[0], out[1].shape)
