# test_jit style: trace simple functions and print .graph / .code
import os


def show(graph):
    # Source locations name this file: print them relative to its folder.
    print(str(graph).replace(os.path.dirname(os.path.abspath(__file__)) + os.sep, ""))

import torch

def foo(x, y):
    return 2 * x + y

x, y = torch.randn(3), torch.randn(3)
traced = torch.jit.trace(foo, (x, y))
show(traced.graph)
print(traced.code)
print(torch.allclose(traced(x, y), foo(x, y)))

def f2(x):
    a = x.relu()
    b = a * a
    c = torch.sigmoid(b).sum(dim=0)
    return c

t2 = torch.jit.trace(f2, torch.randn(4, 5))
show(t2.graph)
print(t2.code)

def f3(x, y):
    z = torch.cat([x, y], dim=1)
    w = z.view(-1)
    return w[:3], z.t()

t3 = torch.jit.trace(f3, (torch.ones(2, 2), torch.zeros(2, 3)))
show(t3.graph)
out = t3(torch.ones(2, 2), torch.ones(2, 3))
print(out[0], out[1].shape)
