# Dropout's gradient is g * noise with noise = bernoulli(1 - p) / (1 - p) in
# the input's dtype, as ATen's input * noise: exact digits of the sums below.
import torch
import torch.nn.functional as F
torch.manual_seed(0)
for p in (0.2, 0.1, 0.3, 0.5):
    x = torch.randn(4, 6, requires_grad=True)
    g = torch.randn(4, 6)
    F.dropout(x, p, True).backward(g)
    print(p, repr(x.grad.double().sum().item()), repr(x.grad.abs().max().item()))
x = torch.randn(2, 3, 4, 4, requires_grad=True)
F.dropout2d(x, 0.3, True).backward(torch.randn(2, 3, 4, 4))
print(repr(x.grad.double().sum().item()))
xd = torch.randn(5, dtype=torch.float64, requires_grad=True)
F.dropout(xd, 0.3, True).backward(torch.ones(5, dtype=torch.float64))
print(xd.grad)
