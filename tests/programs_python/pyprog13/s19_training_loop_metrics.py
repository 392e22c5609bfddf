import torch
import torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(19)
X = torch.randn(64, 2)
y = ((X[:, 0] * X[:, 1]) > 0).long()
dl = DataLoader(TensorDataset(X, y), batch_size=16, shuffle=True)
model = nn.Sequential(nn.Linear(2, 16), nn.ReLU(), nn.Linear(16, 2))
opt = torch.optim.Adam(model.parameters(), lr=0.05)
crit = nn.CrossEntropyLoss()

def evaluate():
    model.eval()
    correct = 0
    with torch.no_grad():
        for xb, yb in dl:
            correct += (model(xb).argmax(1) == yb).sum().item()
    model.train()
    return correct / len(dl.dataset)

history = []
for epoch in range(15):
    running = 0.0
    for xb, yb in dl:
        opt.zero_grad(set_to_none=True)
        loss = crit(model(xb), yb)
        loss.backward()
        opt.step()
        running += loss.item() * xb.size(0)
    history.append(running / len(dl.dataset))
acc = evaluate()
print(acc > 0.7)
print(history[0] > history[-1])
print(len(history), type(history[0]).__name__)
print(model[0].weight.grad is not None)
opt.zero_grad(set_to_none=True)
print(model[0].weight.grad)
