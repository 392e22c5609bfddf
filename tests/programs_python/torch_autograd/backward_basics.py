import torch
w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
b = torch.tensor(0.5, requires_grad=True)
x = torch.tensor([[1.0, 0.0, 2.0], [0.5, 1.0, -1.0]])
y = (x @ w + b).relu()
loss = ((y - 1.0) ** 2).mean()
loss.backward()
print(loss, w.grad, b.grad)
w2 = torch.randn(3, 2, requires_grad=True)
out = torch.softmax(x @ w2, dim=1).sum(0)[1]
g, = torch.autograd.grad(out, w2)
print(g.shape)
a = torch.ones(2, 2, requires_grad=True)
z = (a * 3).sum()
z.backward()
z2 = (a * a).sum()
z2.backward()
print(a.grad)
lr = 0.1
torch.manual_seed(0)
W = torch.randn(3, 1, requires_grad=True)
X = torch.randn(8, 3)
Y = X @ torch.tensor([[1.0], [-2.0], [0.5]])
for step in range(5):
    pred = X @ W
    loss = ((pred - Y) ** 2).mean()
    loss.backward()
    with torch.no_grad():
        W -= lr * W.grad
        W.grad.zero_()
    print(step, round(loss.item(), 4))
try:
    torch.ones(2).backward()
except RuntimeError as e:
    print(e)
q = torch.ones(3, requires_grad=True)
try:
    (q * 2).backward()
except RuntimeError as e:
    print(e)
print(q.grad)
