import torch

x = torch.randn(3, requires_grad=True)
l = x * 2
v, lp = torch.broadcast_tensors(torch.tensor([1]), l)
print(lp.grad_fn.name(), lp is l)
lp.sum().backward()
print(x.grad)
x.grad = None
l = x * 2
a, b = torch.broadcast_tensors(l.unsqueeze(0), torch.ones(2, 3))
(a * b).sum().backward()
print(a.shape, x.grad)
w = torch.randn(2, 1, requires_grad=True)
p, q = torch.broadcast_tensors(w, torch.zeros(2, 4))
p.sum().backward()
print(w.grad)
