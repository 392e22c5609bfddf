# Gradients through index assignment and in-place ops on views (CopySlices):
# the base's new version replaces the view's region.
import torch

torch.manual_seed(0)

a = torch.randn(3, 4, requires_grad=True)
y = a * 1.0
y[0] = 0.0
y.sum().backward()
print(a.grad)

a = torch.randn(3, 4, requires_grad=True)
y = a * 2.0
y[:, 1] += a[:, 0]
y[1].mul_(3)
print(y.grad_fn.name())
y.sum().backward()
print(a.grad)

b = torch.randn(4, requires_grad=True)
y = torch.zeros(3, 4)
y[1] = b
y[2, 1:3] = b[:2] * 2
(y * torch.arange(12.0).view(3, 4)).sum().backward()
print(b.grad)

# A view updated in place, then used: both the view and its base see it.
w = torch.randn(2, 3, requires_grad=True)
h = w * 3.0
row = h[0]
row.add_(w[1])

out = (h.sum() + row.pow(2).sum())
out.backward()
print(w.grad.round(decimals=4))

# An op recorded before an in-place update keeps the old version of its
# input in the graph (add saves no values, so the update is allowed).
x = torch.randn(3, requires_grad=True)
z = x * 2
s = (z + 1.0).sum() * 3
z.mul_(x)
(s + z.sum()).backward()
print(x.grad)

# Building a tensor row by row with index assignment (a common pattern).
torch.manual_seed(0)
inp = torch.randn(5, 2, requires_grad=True)
buf = torch.empty(5, 2)
for i in range(5):
    buf[i] = inp[i] * (i + 1)
buf.sum().backward()
print(inp.grad)
