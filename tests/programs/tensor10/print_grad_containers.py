import torch
import torch.nn as nn

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = a * 2
c = b.sum()
print(a)
print(b)
print(c)
print(a.detach(), a.grad, b.grad_fn.name(), c.grad_fn.name())
c.backward()
print(a.grad)
p = nn.Parameter(torch.tensor([[0.5, -1.0]]))
print(p)
print(p * 1, p.sum(), p.data)
print([a, torch.tensor(1)], (torch.zeros(2, dtype=torch.long),), {"k": torch.ones(1, 2)})
print(torch.Size([2, 3]), torch.zeros(2, 3).shape, torch.zeros(2, 3).size(1), torch.float32, torch.int64, torch.device("cpu"))
print(str(torch.tensor([1.5])), repr(torch.tensor([1.5])), f"{torch.tensor(2.25):.1f}", "{:.2f}".format(torch.tensor(1.0).item()))
print(torch.tensor([1.0, 2.0]).mean(), torch.tensor(5).float() / 2, torch.tensor([[1, 2]]).T)
x = torch.ones(2, requires_grad=True)
y = (x * 3).exp()
print(y)
with torch.no_grad():
    print(x * 2)
print(torch.tensor([1.0], requires_grad=True) + 1)
print(x.requires_grad, (x * 2).requires_grad, x.detach().requires_grad, x.is_leaf, (x * 2).is_leaf)
