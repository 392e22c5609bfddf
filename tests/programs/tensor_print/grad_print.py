import torch


@torch.jit.script
def f(x: torch.Tensor):
    y = x * 2 + 1
    return y, y.requires_grad, y.sum(), x.detach(), x.detach().requires_grad


w = torch.tensor([1.0, -2.0], requires_grad=True)
print(w)
print(f(w))
print(w * 3, w.sum(), w.mean(), w[0], w.exp().round(decimals=3), (w ** 2).sum())
with torch.no_grad():
    print(w * 2, (w * 2).requires_grad)
l = (w ** 2).sum()
l.backward()
print(w.grad, l, l.grad_fn is not None, w.is_leaf, l.is_leaf)
print(torch.zeros(2, 2, requires_grad=True), torch.tensor(3.0, requires_grad=True) + 1)
print(torch.tensor([1.0], dtype=torch.float64, requires_grad=True) * 2, torch.ones(1, requires_grad=True).double())
