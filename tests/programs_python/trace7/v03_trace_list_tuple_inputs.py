import re
import torch


def show(g):
    print(re.sub(r' # [^\n]*', '', str(g)))


def combine(xs, pair):
    a, b = pair
    return torch.cat(xs, 0) * a + b


x1 = torch.ones(1, 2)
x2 = torch.full((1, 2), 2.0)
t = torch.jit.trace(combine, ([x1, x2], (torch.tensor(3.0), torch.tensor(1.0))))
print(t.code)
show(t.graph)
print(t([torch.zeros(1, 2), torch.ones(1, 2)], (torch.tensor(2.0), torch.tensor(0.5))))


def nested(inp):
    (a, b), c = inp
    return (a + c, (b * c, c))


tn = torch.jit.trace(nested, (((torch.ones(2), torch.ones(2) * 2), torch.ones(2) * 3),))
print(tn.code)
print(tn(((torch.zeros(2), torch.ones(2)), torch.ones(2))))
