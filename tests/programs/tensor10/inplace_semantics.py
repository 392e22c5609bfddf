import torch


@torch.jit.script
def inplace(x: torch.Tensor):
    a = x.clone()
    a.add_(1).mul_(2).sub_(torch.tensor([1.0, 2.0, 3.0]))
    b = x.clone()
    b.clamp_(0, 1.5).neg_()
    c = x.clone()
    c.masked_fill_(c > 1, -1.0)
    d = x.clone()
    d.copy_(torch.tensor([7, 8, 9]))
    e = x.clone()
    e.div_(2).pow_(2).sqrt_()
    f = x.clone()
    f.index_fill_(0, torch.tensor([0, 2]), 5)
    g = torch.zeros(2, 3)
    g[0].add_(x)
    g[1].copy_(x.flip(0))
    return a, b, c, d, e, f, g


x = torch.tensor([0.5, 1.0, 2.0])
for t in inplace(x):
    print(t)
i = torch.tensor([1, 2, 3])
try:
    i.div_(2)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    i.add_(1.5)
except RuntimeError as e:
    print("RuntimeError:", e)
i.mul_(True)
print(i, i.add_(torch.tensor(2)), i.sub_(1, alpha=2))
f = torch.ones(2)
f.add_(torch.tensor([1, 2]))
print(f)
v = torch.arange(6.0)
w = v.view(2, 3)
w.t_()
print(w, w.shape, v)
u = torch.zeros(3)
u.unsqueeze_(0).squeeze_()
print(u.shape, torch.ones(2, 2).transpose_(0, 1).shape)
try:
    torch.ones(2).expand(3, 2).add_(1)
except RuntimeError as e:
    print("RuntimeError:", str(e)[:70])
