import torch

torch.manual_seed(0)
x = torch.randn(3, requires_grad=True)
y = (x * x).sum()
y.backward()
print(x.grad)
try:
    y.backward()
except RuntimeError as e:
    print(type(e).__name__)
    print(e)

x.grad = None
y = (x.exp() * 2).sum()
y.backward(retain_graph=True)
y.backward()
print(x.grad)
try:
    y.backward()
except RuntimeError as e:
    print("third:", str(e)[:60])

# grad with retain_graph then without
w = torch.ones(2, requires_grad=True)
l = (w.sigmoid() * 3).sum()
g1 = torch.autograd.grad(l, w, retain_graph=True)[0]
g2 = torch.autograd.grad(l, w)[0]
print(torch.equal(g1, g2))
try:
    torch.autograd.grad(l, w)
except RuntimeError as e:
    print("grad again:", str(e).split(".")[0])

# leaf backward of non-scalar
try:
    (x * 2).backward()
except RuntimeError as e:
    print(e)
try:
    torch.ones(2).sum().backward()
except RuntimeError as e:
    print(e)
