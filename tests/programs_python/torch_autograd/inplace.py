import torch
x = torch.tensor([1.0, -2.0, 3.0], requires_grad=True)
h = x * 2
h += x
h.relu_()
h = h * 3
out = h.sum()
out.backward()
print(h, x.grad, type(h.grad_fn).__name__)
a = torch.ones(2, requires_grad=True)
b = a + 1
b.add_(a, alpha=2)
b.sum().backward()
print(a.grad)
try:
    a.add_(1)
except RuntimeError as e:
    print(e)
