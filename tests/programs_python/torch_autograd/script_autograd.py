# torch.autograd through script functions: indexing, in-place updates of
# views, loops, nested calls, ignored Python functions and forks.
from typing import List
import torch


@torch.jit.script
def smooth_l1(pred, target, beta: float = 1.0):
    diff = (pred - target).abs()
    loss = torch.where(diff < beta, 0.5 * diff ** 2 / beta, diff - 0.5 * beta)
    return loss.mean()


@torch.jit.script
def gather_rows(x, idx: List[int]):
    rows = []
    for i in idx:
        rows.append(x[i, 1:] * 2.0)
    return torch.cat(rows)


@torch.jit.script
def masked_update(x):
    y = x.clone()
    y[0] = 0.0
    y[:, 1] += x[:, 0]
    y[1].mul_(3.0)
    y[x > 1.0] = 1.0
    return y


@torch.jit.script
def rnn(xs, w, u):
    h = torch.zeros(w.size(0))
    for t in range(xs.size(0)):
        h = torch.tanh(w @ xs[t] + u @ h)
    return h


@torch.jit.ignore
def python_scale(x):
    return x * 3.0


@torch.jit.script
def uses_python(x):
    return python_scale(x.sin()).sum()


@torch.jit.script
def half(x):
    return x * 0.5


@torch.jit.script
def forked(x):
    fut = torch.jit.fork(half, x)
    return torch.jit.wait(fut) + x.exp()


torch.manual_seed(0)
p = torch.randn(5, requires_grad=True)
t = torch.randn(5)
loss = smooth_l1(p, t)
loss.backward()
print("smooth_l1", loss.grad_fn is not None, p.grad)

x = torch.randn(4, 3, requires_grad=True)
g, = torch.autograd.grad(gather_rows(x, [2, 0, 2]).pow(2).sum(), [x])
print("gather_rows", g)

x = torch.randn(3, 4, requires_grad=True)
y = masked_update(x)
print("masked_update", y.requires_grad, y.grad_fn.name())
(y * torch.arange(12.0).view(3, 4)).sum().backward()
print(x.grad)

xs = torch.randn(5, 3)
w = torch.randn(4, 3, requires_grad=True)
u = torch.randn(4, 4, requires_grad=True)
rnn(xs, w, u).sum().backward()
print("rnn", w.grad.sum().round(decimals=4), u.grad.sum().round(decimals=4))

x = torch.randn(3, requires_grad=True)
uses_python(x).backward()
print("ignored", x.grad)

x = torch.randn(3, requires_grad=True)
forked(x).sum().backward()
print("fork", x.grad)



@torch.jit.script
def doubled(x):
    return x * 2.0


with torch.no_grad():
    print("no_grad", doubled(p).requires_grad)
d = smooth_l1(p.detach(), t)
print("detached", d.requires_grad, d.grad_fn)
