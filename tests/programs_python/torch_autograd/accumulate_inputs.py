import torch

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
b = torch.zeros(1, requires_grad=True)
x = torch.randn(4, 3)
for step in range(3):
    loss = ((x @ w + b) ** 2).mean()
    loss.backward()
    print(step, [round(v, 4) for v in w.grad.tolist()], round(b.grad.item(), 4), w.grad._version)
w.grad.zero_()
print(w.grad, w.grad._version)
l1 = (w * 2).sum()
l2 = (w ** 2).sum()
torch.autograd.backward([l1, l2])
print([round(v, 4) for v in w.grad.tolist()])
w.grad = None
l3 = (w.exp() * b.sigmoid()).sum()
l3.backward(inputs=[b])
print(w.grad, [round(v, 4) for v in b.grad.tolist()])
z = w.detach().clone().requires_grad_(True)
y = z * 3
y.backward(torch.tensor([1.0, 0.5, 0.0]))
print(z.grad)
a = torch.tensor(2.0, requires_grad=True)
out = a * a
out.backward(retain_graph=True)
out.backward()
print(a.grad)
c = torch.ones(2, 2, requires_grad=True)
d = c.sum(0)
d.backward(torch.ones(2), retain_graph=True)
print(c.grad)
print(torch.autograd.grad([d.sum(), (c * c).sum()], c))
