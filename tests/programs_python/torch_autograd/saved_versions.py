# Ops whose result is one of their arguments: an in-place op through a
# function (F.relu(inplace=True), nn.ReLU(inplace=True)), an op that returns
# self (contiguous() of a contiguous tensor, .to() of the same dtype), and an
# in-place op that reads its own target (y.add_(y)). The gradient
# must flow through the old version, and no tensor may own itself through
# its backward node (a reference cycle LeakSanitizer reports).
import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.tensor([1.0, -2.0, 3.0], requires_grad=True)

y = x * 2
z = y.contiguous()
print(z is y)
z.sum().backward()
print("contiguous", x.grad)

x.grad = None
w = (x * 1).to(torch.float32)
w.sum().backward()
print("to", x.grad)

x.grad = None
w = x * 1
w.add_(w)
w.sum().backward()
print("add_ self", x.grad)

x.grad = None
v = F.relu(x * 3, inplace=True)
v.sum().backward()
print("relu inplace", x.grad)

x.grad = None
block = nn.Sequential(nn.Linear(3, 3), nn.ReLU(inplace=True), nn.Linear(3, 1))
with torch.no_grad():
    block[0].weight.copy_(torch.eye(3))
    block[0].bias.zero_()
    block[2].weight.fill_(1.0)
    block[2].bias.zero_()
block(x.unsqueeze(0)).sum().backward()
print("module", x.grad)
print("weight", block[0].weight.grad)

# What the batch-of-1 backward above multiplies: a [1, 1] gradient expanded
# from a scalar (strides 0, 0) reached BLAS gemm with leading dimension 0.
g = torch.tensor(2.0).expand(1, 1)
print(g @ torch.arange(3.0).reshape(1, 3))
print(torch.arange(3.0).reshape(3, 1) @ g)
