import torch

torch.manual_seed(0)
a = torch.randn(3, requires_grad=True)
b = a.sigmoid()
c = b * 2
b.mul_(3)
try:
    c.sum().backward()
    print("no error, grad:", a.grad)
except RuntimeError as e:
    print("A", type(e).__name__)
    print(e)

x = torch.randn(3, requires_grad=True)
y = x.exp()
y.add_(1)
try:
    y.sum().backward()
except RuntimeError as e:
    print("B", e)

p = torch.randn(4, requires_grad=True)
q = p * 1.0
r = q * q
q[0] = 0.0
try:
    r.sum().backward()
except RuntimeError as e:
    print("C", e)

# in-place on a tensor whose value is not needed is fine
m = torch.randn(3, requires_grad=True)
n = m + 1
o = n * 2
n.add_(5)
o.sum().backward()
print("D ok", m.grad)

# leaf in-place
leaf = torch.ones(2, requires_grad=True)
try:
    leaf.add_(1)
except RuntimeError as e:
    print("E", e)
with torch.no_grad():
    leaf.add_(1)
print(leaf, leaf._version)
