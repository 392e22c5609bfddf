import torch


@torch.jit.script
def f(x: torch.Tensor, y: torch.Tensor):
    a = x * y
    b = a.detach()
    c = x.sum()
    with torch.no_grad():
        d = x * 2
    e = torch.zeros(2)
    return a.requires_grad, b.requires_grad, c.requires_grad, d.requires_grad, e.requires_grad, y.requires_grad


@torch.jit.script
def loss(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    return ((x * w).sum() - 1.0) ** 2


x = torch.tensor([1.0, 2.0], requires_grad=True)
y = torch.tensor([3.0, 4.0])
print(f(x, y))
w = torch.tensor([0.5, -0.5], requires_grad=True)
l = loss(x, w)
l.backward()
print(l, l.requires_grad)
print(x.grad, w.grad)
print(torch.jit.script(lambda t: t * 3)(x).requires_grad if False else "skip")
