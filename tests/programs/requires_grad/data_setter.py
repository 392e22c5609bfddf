# `x.data = y` (and `p.data += d`, which reads .data, adds in place and sets
# it back): x keeps its identity and autograd flags over y's storage.
import torch
import torch.nn as nn

lin = nn.Linear(2, 2)
w = lin.weight
w.data = torch.zeros(3, 2)
print(w is lin.weight, w.shape, w.requires_grad, type(w).__name__)
w.data += torch.ones(3, 2)
print(lin.weight)
src = torch.arange(4.0)
t = torch.ones(2, requires_grad=True)
t.data = src
src[0] = 7.0
print(t)
t.data = torch.tensor([1, 2], dtype=torch.float64)
print(t.dtype, t.requires_grad)


class Weak(nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(2, 2))

    def forward(self, x):
        return x @ self.weight


weak = Weak()
strong = torch.jit.script(weak)
weak.weight.data += torch.ones(2, 2) * 100
print(strong(torch.ones(1, 2)), weak(torch.ones(1, 2)))
for bad in [5, torch.ones(2, dtype=torch.long)]:
    try:
        nn.Parameter(torch.ones(2)).data = bad
    except (TypeError, RuntimeError) as e:
        print(type(e).__name__, e)
