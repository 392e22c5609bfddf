# A BatchNorm model trained with AdamW, then evaluated. The bias before the
# batch norm gets gradients that are pure rounding noise, which Adam scales
# to steps of the learning rate: the eval output (through the running mean)
# matches PyTorch only when every backward kernel rounds as ATen does. The
# .env pins the kernel path (PyTorch itself prints other digits per SIMD level).
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)
X = torch.randn(64, 10)
y = (X.sum(1) > 0).long()
ds = TensorDataset(X, y)
dl = DataLoader(ds, batch_size=16, shuffle=True)

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(10, 32)
        self.bn = nn.BatchNorm1d(32)
        self.fc2 = nn.Linear(32, 2)
    def forward(self, x):
        return self.fc2(F.relu(self.bn(self.fc1(x))))

net = Net()
opt = torch.optim.AdamW(net.parameters(), lr=1e-2, weight_decay=0.01)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
for epoch in range(4):
    total = 0.0
    correct = 0
    for xb, yb in dl:
        opt.zero_grad()
        out = net(xb)
        loss = F.cross_entropy(out, yb)
        loss.backward()
        opt.step()
        total += loss.item() * xb.size(0)
        correct += (out.argmax(1) == yb).sum().item()
    sched.step()
    print(f"epoch {epoch}: loss={total/len(ds):.4f} acc={correct/len(ds):.3f} lr={sched.get_last_lr()[0]:.5f}")
net.eval()
with torch.no_grad():
    print(net(X[:3]).softmax(-1).round(decimals=3))
print(sum(p.numel() for p in net.parameters() if p.requires_grad))
sd = net.state_dict()
print(list(sd.keys()))
print({k: tuple(v.shape) for k, v in sd.items()})
