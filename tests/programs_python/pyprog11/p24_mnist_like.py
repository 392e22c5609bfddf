import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(42)

class SmallCNN(nn.Module):
    def __init__(self, n_classes=3):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, kernel_size=3, padding=1)
        self.bn1 = nn.BatchNorm2d(4)
        self.conv2 = nn.Conv2d(4, 8, kernel_size=3)
        self.pool = nn.MaxPool2d(2)
        self.drop = nn.Dropout(0.25)
        self.fc = nn.Linear(8, n_classes)

    def forward(self, x):
        x = self.pool(F.relu(self.bn1(self.conv1(x))))
        x = self.pool(F.relu(self.conv2(x)))
        x = self.drop(torch.flatten(x, 1))
        return self.fc(x)

X = torch.randn(48, 1, 10, 10)
y = (X.mean(dim=(1, 2, 3)) > 0).long() + (X[:, 0, 0, 0] > 1).long()
ds = TensorDataset(X, y)
loader = DataLoader(ds, batch_size=16, shuffle=True)
model = SmallCNN()
opt = torch.optim.Adam(model.parameters(), lr=0.01)
print(model)
print(sum(p.numel() for p in model.parameters() if p.requires_grad))

for epoch in range(3):
    model.train()
    total, correct, loss_sum = 0, 0, 0.0
    for xb, yb in loader:
        opt.zero_grad()
        logits = model(xb)
        loss = F.cross_entropy(logits, yb)
        loss.backward()
        opt.step()
        loss_sum += loss.item() * xb.size(0)
        correct += (logits.argmax(1) == yb).sum().item()
        total += xb.size(0)
    print(f"epoch {epoch}: loss={loss_sum / total:.3f} acc={correct / total:.2%}")

model.eval()
with torch.no_grad():
    preds = model(X).argmax(1)
print(preds.shape, preds.dtype, preds.unique().tolist() == sorted(set(preds.tolist())))
print(model.bn1.running_mean.shape, model.bn1.num_batches_tracked.item())
sd = model.state_dict()
print(list(sd.keys()))
print({k: tuple(v.shape) for k, v in sd.items() if "conv" in k})
