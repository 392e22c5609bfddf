import torch

x = torch.ones(2, 2)
print(torch.ones(2, requires_grad=True))
print(torch.zeros(2, 3, requires_grad=True))
print(torch.full((2,), 1.5, requires_grad=True))
print(torch.empty(2, requires_grad=True).requires_grad)
print(torch.rand(2, requires_grad=True).requires_grad, torch.randn(2, requires_grad=True).is_leaf)
print(torch.arange(3.0, requires_grad=True))
print(torch.linspace(0, 1, 3, requires_grad=True))
print(torch.eye(2, requires_grad=True))
print(torch.zeros_like(x, requires_grad=True))
print(torch.ones_like(x, requires_grad=True))
print(torch.full_like(x, 2.0, requires_grad=True))
print(torch.rand_like(x, requires_grad=True).requires_grad)
print(x.new_zeros(2, requires_grad=True))
print(x.new_ones(2, requires_grad=True))
print(x.new_full((2,), 3.0, requires_grad=True))
print(torch.zeros(2, requires_grad=False))
print(torch.ones(2, dtype=torch.float64, requires_grad=True))
print(torch.zeros(2, dtype=torch.complex64, requires_grad=True).requires_grad)
t = torch.zeros(3)
print(t.requires_grad_(), t.requires_grad, t.is_leaf)
print(t.requires_grad_(False), t.requires_grad)
t.requires_grad = True
print(t, t.grad, t.grad is None, t.grad_fn is None)
y = t * 2
print(y.is_leaf, y.grad_fn is None, y.grad_fn.name(), y.requires_grad)
print((t + 1).grad_fn.name(), t.sum().grad_fn.name())
print(y.requires_grad_(), y.requires_grad_(True).grad_fn.name())
u = t[0:2]
u2 = u * 1
u2[0] = 1.0
print(u2.grad_fn.name())
d = y.detach()
print(d, d.requires_grad, d.is_leaf)
e = t * 3
e.detach_()
print(e, e.requires_grad, e.is_leaf)
p = torch.nn.Parameter(torch.ones(2))
print(p, p.requires_grad, p.is_leaf, p * 2)
q = torch.nn.Parameter(torch.ones(2), requires_grad=False)
print(q, q * 2)
s = torch.tensor(3.0, requires_grad=True)
print(s * 2, (s * s).sum(), s.item())
import copy
c = copy.deepcopy(p)
print(c, c.is_leaf)
