import torch
from collections import namedtuple

torch.manual_seed(0)

Point = namedtuple('point', ['x', 'y'])

def f(p):
    if type(p) is tuple:
        p = Point(*p)
    return p.x + p.y
p = Point(torch.randn(1), torch.randn(1))
traced = torch.jit.trace(f, (p,))
print(f(p))
