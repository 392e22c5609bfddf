# A training loop without torch.optim: forward, loss, backward, a manual SGD
# step under no_grad, zero_grad, gradient clipping; then eval.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
X = torch.randn(32, 4)
true_w = torch.tensor([[1.0], [-2.0], [0.5], [3.0]])
y = X @ true_w + 0.1 * torch.randn(32, 1)

model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))
loss_fn = lambda a, b: ((a - b) ** 2).mean()
lr = 0.05
for epoch in range(20):
    pred = model(X)
    loss = loss_fn(pred, y)
    model.zero_grad()
    loss.backward()
    total = nn.utils.clip_grad_norm_(model.parameters(), max_norm=5.0)
    with torch.no_grad():
        for p in model.parameters():
            p -= lr * p.grad
    if epoch % 5 == 0:
        print(epoch, round(loss.item(), 4), round(total.item(), 4))

print([p.grad is not None for p in model.parameters()])
model.zero_grad(set_to_none=True)
print([p.grad for p in model.parameters()])
model.eval()
with torch.no_grad():
    final = loss_fn(model(X), y)
print(round(final.item(), 4), final.requires_grad)
