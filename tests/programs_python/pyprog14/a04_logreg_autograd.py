import torch

torch.manual_seed(0)
n = 60
X = torch.randn(n, 2)
y = ((X[:, 0] + 2 * X[:, 1]) > 0).float()
w = torch.zeros(2, requires_grad=True)
b = torch.zeros(1, requires_grad=True)
lr = 0.5
for epoch in range(100):
    logits = X @ w + b
    loss = torch.nn.functional.binary_cross_entropy_with_logits(logits, y)
    loss.backward()
    with torch.no_grad():
        w -= lr * w.grad
        b -= lr * b.grad
        w.grad.zero_()
        b.grad.zero_()
    if epoch % 25 == 0:
        print(epoch, round(loss.item(), 3))
acc = ((X @ w + b > 0).float() == y).float().mean().item()
print(acc >= 0.95)
ratio = (w[1] / w[0]).item()
print(1.4 < ratio < 2.8)
p = torch.sigmoid(torch.tensor([-100.0, 0.0, 100.0]))
print(p)
manual = -(y * torch.log(torch.sigmoid(X @ w + b)) + (1 - y) * torch.log(1 - torch.sigmoid(X @ w + b))).mean()
print(abs(manual.item() - loss.item()) < 0.1)
print(w.requires_grad, w.is_leaf, (w * 2).is_leaf, (w * 2).grad_fn.__class__.__name__)
