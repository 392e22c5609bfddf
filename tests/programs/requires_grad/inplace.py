import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = w * 2
y[0] = 5.0
print(y)
y = w * 2
v = y[0:2]
v.mul_(2)
print(v, y)
y = w * 2
y.add_(1)
print(y)
y.mul_(w)
print(y)
y.zero_()
print(y)
y.fill_(2.0)
print(y)
y.copy_(w)
print(y)
y.clamp_(0.0, 1.0)
print(y)
y.relu_()
print(y)
y += 1
print(y)
y *= w
print(y, y.is_leaf)
a = torch.zeros(3)
a.add_(w)
print(a, a.is_leaf, a.requires_grad)
a = torch.zeros(3)
a[1] = w[0]
print(a, a.is_leaf)
a = torch.zeros(3)
a[1] = 3.0
print(a, a.is_leaf)
a = torch.zeros(3, 2)
a[:, 0] = w
print(a)
a = torch.zeros(3)
a[[0, 2]] = w[:2]
print(a)
y = w * 1
y[[0]] = 7.0
print(y)
z = w.detach()
z.add_(1)
print(w, z)
with torch.no_grad():
    w.mul_(2)
    w[0] = 10.0
print(w, w.is_leaf, w.grad_fn)
i = torch.tensor([1, 2])
i.add_(1)
print(i)
print((w > 1).requires_grad, w.argmax().requires_grad, torch.zeros_like(w).requires_grad, w.new_zeros(2).requires_grad)
print(w.long().requires_grad, w.long())
