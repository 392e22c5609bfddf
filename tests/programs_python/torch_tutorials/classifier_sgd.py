import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(42)

def make_data(n=200):
    x = torch.randn(n, 2)
    y = ((x[:, 0] * x[:, 1]) > 0).long()
    return x, y

class MLP(nn.Module):
    def __init__(self, hidden=16):
        super().__init__()
        self.fc1 = nn.Linear(2, hidden)
        self.fc2 = nn.Linear(hidden, hidden)
        self.out = nn.Linear(hidden, 2)

    def forward(self, x):
        x = F.relu(self.fc1(x))
        x = torch.tanh(self.fc2(x))
        return self.out(x)

x, y = make_data()
model = MLP()
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()
for epoch in range(30):
    opt.zero_grad()
    logits = model(x)
    loss = loss_fn(logits, y)
    loss.backward()
    opt.step()
    if epoch % 5 == 0:
        acc = (logits.argmax(1) == y).float().mean().item()
        print(f"epoch {epoch:2d} loss {loss.item():.4f} acc {acc:.3f}")

model.eval()
with torch.no_grad():
    pred = model(x).argmax(dim=1)
print("final accuracy:", round((pred == y).sum().item() / len(y), 3))
print(model)
print(sum(p.numel() for p in model.parameters() if p.requires_grad))
