import torch


@torch.jit.script
def views(x: torch.Tensor):
    v = x.view(2, 3)
    v[0, 0] = 100
    row = x[3:]
    row.mul_(2)
    t = v.t()
    t[1, 1] = -1
    d = torch.diagonal(v)
    d.zero_()
    x.add_(1)
    return x, v, row, t.is_contiguous()


@torch.jit.script
def ops(x: torch.Tensor):
    y = x.clone()
    y.clamp_(0, 4).pow_(2).sub_(1, alpha=2).div_(2)
    z = x.clone()
    z.addcmul_(x, x, value=0.5).addcdiv_(x, x + 1, value=2)
    w = x.clone().fill_(3).masked_fill_(x > 2, 0)
    u = x.clone()
    u.copy_(torch.tensor(7))
    n = x.clone().neg_().abs_().sqrt_()
    return y, z, w, u, n, x.clone().floor_divide_(2), x.clone().lerp_(torch.zeros(5), 0.25)


x = torch.arange(6)
print(views(x))
print(x)
print(ops(torch.arange(5.0)))
a = torch.zeros(3)
b = a[1:]
b += 5
print(a, b)
c = torch.arange(4.0)
c[c > 1] *= 10
print(c)
i = torch.arange(3)
try:
    i.add_(1.5)
except RuntimeError as e:
    print(e)
try:
    torch.zeros(2, 2).expand(2, 2, 2).add_(torch.ones(2, 2, 2)) if False else torch.zeros(1).expand(3).add_(1)
except RuntimeError as e:
    print(e)
try:
    torch.zeros(3).add_(torch.ones(2, 3))
except RuntimeError as e:
    print(e)
e = torch.zeros(2, 3)
e.unsqueeze_(0).transpose_(1, 2)
print(e.shape, torch.zeros(4).resize_(2, 2).shape, torch.ones(2).requires_grad_().is_leaf)
