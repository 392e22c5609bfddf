# "What is torch.nn really?" style: a model from raw tensors, trained with
# manual updates under no_grad (in place, so the version counters move),
# then the same with nn.Linear and optim.SGD; Python numbers on the left of
# tensor operators throughout.
import math

import torch
import torch.nn.functional as F

torch.manual_seed(0)
x_train = torch.randn(64, 6)
true_w = torch.tensor(range(6), dtype=torch.float32) / 5
y_train = (x_train @ true_w > 0.3).long()

weights = torch.randn(6, 2) / math.sqrt(6)
weights.requires_grad_()
bias = torch.zeros(2, requires_grad=True)
print(weights._version, bias._version)


def model(xb):
    return xb @ weights + bias


def accuracy(out, yb):
    return (torch.argmax(out, dim=1) == yb).float().mean()


lr, bs = 0.5, 16
for epoch in range(3):
    for i in range((64 - 1) // bs + 1):
        xb = x_train[i * bs:(i + 1) * bs]
        yb = y_train[i * bs:(i + 1) * bs]
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        with torch.no_grad():
            weights -= weights.grad * lr
            bias -= bias.grad * lr
            weights.grad.zero_()
            bias.grad.zero_()
    print(epoch, round(loss.item(), 4), round(accuracy(model(x_train), y_train).item(), 4),
          weights._version, bias._version)

lin = torch.nn.Linear(6, 2)
opt = torch.optim.SGD(lin.parameters(), lr=lr, momentum=0.9)
print([p._version for p in lin.parameters()])
for step in range(4):
    loss = F.cross_entropy(lin(x_train), y_train)
    opt.zero_grad()
    loss.backward()
    opt.step()
print([p._version for p in lin.parameters()], round(loss.item(), 4))

t = torch.arange(6.)
v = t.view(2, 3)
v[0] = 1 - v[1]
v[:, 0] *= 2
print(t, t._version, v._version)
u = 10 // (t + 1)
print(u, 2 ** torch.tensor(range(4)), 1 << torch.tensor([1, 2]), 7 % torch.tensor([2, 3]))
print(torch.tensor([range(3), range(3, 6)]) * 2 - 1)
d = t.detach()
d.add_(1)
print(t._version, d._version, t.data._version)
