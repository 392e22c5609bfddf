import torch

def show(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except RuntimeError as e:
        print(label, type(e).__name__, str(e).split("\n")[0])

leaf = torch.ones(3, requires_grad=True)
show("leaf view inplace", lambda: leaf[0].mul_(2))
show("leaf view setitem", lambda: leaf.__setitem__(0, 5.0))
show("leaf inplace", lambda: leaf.add_(1))
show("leaf zero", lambda: leaf.zero_())
with torch.no_grad():
    leaf[0] = 7.0
print(leaf, leaf.requires_grad, leaf.is_leaf)
a = torch.ones(4, requires_grad=True)
b = a * 2
v = b[:2]
v.mul_(3)
print(b, b.grad_fn.name())
b.sum().backward()
print(a.grad)
x = torch.randn(3, requires_grad=True)
y = x.tanh()
y2 = y[1:]
y2.add_(1)
try:
    y.sum().backward()
except RuntimeError as e:
    print(str(e)[:120])
t = torch.ones(2, 3)
show("view after t", lambda: t.t().view(6))
show("reshape after t", lambda: tuple(t.t().reshape(6).shape))
show("expand write", lambda: t[0].expand(2, 3).add_(1))
show("detach inplace", lambda: torch.ones(2, requires_grad=True).detach().add_(1))
p = torch.nn.Parameter(torch.ones(2))
show("param inplace", lambda: p.mul_(2))
with torch.no_grad():
    p.mul_(2)
print(p)
