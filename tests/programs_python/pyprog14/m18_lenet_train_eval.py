import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import TensorDataset, DataLoader


class LeNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3)
        self.conv2 = nn.Conv2d(4, 8, 3)
        self.fc1 = nn.Linear(8 * 1 * 1, 16)
        self.fc2 = nn.Linear(16, 3)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), (2, 2))
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x))
        return self.fc2(x)


torch.manual_seed(0)
X = torch.randn(24, 1, 10, 10)
Y = torch.randint(0, 3, (24,))
ds = TensorDataset(X, Y)
loader = DataLoader(ds, batch_size=8, shuffle=True)
net = LeNet()
opt = torch.optim.SGD(net.parameters(), lr=0.05, momentum=0.9, weight_decay=1e-4)
crit = nn.CrossEntropyLoss(label_smoothing=0.1)
hist = []
for epoch in range(4):
    net.train()
    running = 0.0
    for i, (xb, yb) in enumerate(loader, 0):
        opt.zero_grad()
        out = net(xb)
        loss = crit(out, yb)
        loss.backward()
        opt.step()
        running += loss.item()
    hist.append(running / len(loader))
print(len(hist), hist[-1] < hist[0])
net.eval()
correct = total = 0
with torch.no_grad():
    for xb, yb in DataLoader(ds, batch_size=10):
        _, predicted = torch.max(net(xb).data, 1)
        total += yb.size(0)
        correct += (predicted == yb).sum().item()
print(total, 0 <= correct <= total)
print(f"params: {sum(p.numel() for p in net.parameters()):,}")
print(net)
