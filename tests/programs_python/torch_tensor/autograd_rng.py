import torch

w = torch.ones(3, requires_grad=True)
print(w, w.requires_grad, w.is_leaf, w.grad)
y = w * 2
print(y, y.requires_grad, y.is_leaf)
print(y.grad_fn is not None)
z = (w + 1).sum()
print(z)
with torch.no_grad():
    q = w * 2
print(q, q.requires_grad, torch.is_grad_enabled())


@torch.no_grad()
def infer(v):
    return v * 3, torch.is_grad_enabled()


print(infer(w))
print(w.detach().requires_grad)
torch.set_grad_enabled(False)
print(torch.is_grad_enabled())
torch.set_grad_enabled(True)
print(torch.is_grad_enabled())
try:
    torch.ones(2, dtype=torch.long, requires_grad=True)
except RuntimeError as e:
    print("RuntimeError:", e)

torch.manual_seed(0)
a = torch.rand(3)
torch.manual_seed(0)
b = torch.rand(3)
print(a, torch.equal(a, b), torch.allclose(a, b))
torch.manual_seed(42)
print(torch.randn(2, 3))
print(torch.randint(0, 10, (5,)))
print(torch.randperm(5))
