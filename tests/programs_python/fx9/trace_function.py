# symbolic_trace of a plain function: operators, getattr/getitem, method calls,
# torch and torch.nn.functional calls, defaults, constants and tuple outputs.
import operator
import torch
import torch.fx
import torch.nn.functional as F


def f(a, b=2):
    c = a * b + 1
    d = c.view(-1)[0:2]
    e = F.relu(d) - a.shape[0]
    g = torch.cat([a, c], dim=0).sum(1, keepdim=True)
    h = (a @ a.t()) / 3 // 1 % 5 ** 2
    return e, operator.neg(c), g, -h, a[:, None, 1], c > 2, ~(c < 1)


g = torch.fx.symbolic_trace(f)
print(g.graph)
print(g.code)
x = torch.arange(4.).reshape(2, 2)
for got, want in zip(g(x), f(x)):
    print(torch.equal(got, want))
print(g(x, 3)[0])


def rev(x, y):
    return 1 - x, 2 * y, 3 / x, x.size(0) + y.dim(), torch.softmax(x, dim=-1), F.softmax(y, dim=0)


r = torch.fx.symbolic_trace(rev)
print(r.code)
print([type(v).__name__ for v in r(torch.ones(2), torch.ones(3))])
