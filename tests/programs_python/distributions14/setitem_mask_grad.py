import torch

torch.manual_seed(0)

# `x[flag] = v` with a 0-dim bool tensor flag that changes in place later:
# the gradient follows the flag as it was at the assignment.
w = torch.randn(2, 2, requires_grad=True)
v = torch.randn(2, 2, requires_grad=True)
y = w * 2
flag = torch.tensor(True)
y[flag] = (v * 3).unsqueeze(0)
flag[flag.clone()] = torch.tensor([False])
print(flag)
(y * torch.arange(4.).view(2, 2)).sum().backward()
print(w.grad)
print(v.grad)

# A false flag assigns nothing.
a = torch.ones(3, requires_grad=True)
b = a * 1
off = torch.tensor(False)
b[off] = torch.zeros(0, 3)
off.fill_(True)
(b * torch.tensor([1., 2., 3.])).sum().backward()
print(a.grad)
