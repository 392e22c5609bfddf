# functorch vjp/jvp over pytrees and with aux outputs (returned untracked).
import torch
from functorch import vjp, jvp
x = torch.tensor([1., 2.])
o, fn = vjp(lambda a: (a.sin(), a * 2), x)
print(o, fn((torch.ones(2), torch.ones(2))))
o2, fn2, aux = vjp(lambda a: (a.exp(), a.cos()), x, has_aux=True)
print(o2, aux, fn2(torch.ones(2)))
print(jvp(lambda a: {"s": a.sin()}, (x,), (torch.ones(2),)))
print(jvp(lambda a: (a * 3, a.sum()), (x,), (torch.ones(2),), has_aux=True))
