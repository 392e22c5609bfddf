# A small CNN trained on synthetic "images": label smoothing, Adam + cosine warm restarts, eval with no_grad.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


class SmallCNN(nn.Module):
    def __init__(self, n_classes=3):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3, padding=1, bias=False)  # BN follows: a bias would only see rounding noise
        self.bn1 = nn.BatchNorm2d(4)
        self.conv2 = nn.Conv2d(4, 8, 3, padding=1)
        self.drop = nn.Dropout(0.25)
        self.fc = nn.Linear(8, n_classes)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.bn1(self.conv1(x))), 2)
        x = F.relu(self.conv2(x))
        x = F.adaptive_avg_pool2d(x, 1).flatten(1)
        return self.fc(self.drop(x))


def make_data(n):
    labels = torch.arange(n) % 3
    imgs = torch.zeros(n, 1, 6, 6)
    for i, l in enumerate(labels.tolist()):
        imgs[i, 0, l * 2:(l + 1) * 2, :] = 1.0
    return imgs + 0.05 * torch.randn(n, 1, 6, 6), labels


x, y = make_data(24)
model = SmallCNN()
opt = torch.optim.Adam(model.parameters(), lr=0.05)
sched = torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(opt, T_0=3)
crit = nn.CrossEntropyLoss(label_smoothing=0.1)
for epoch in range(6):
    model.train()
    perm = torch.randperm(24)
    for i in range(0, 24, 8):
        idx = perm[i:i + 8]
        opt.zero_grad()
        loss = crit(model(x[idx]), y[idx])
        loss.backward()
        opt.step()
    sched.step()
    model.eval()
    with torch.no_grad():
        acc = (model(x).argmax(1) == y).float().mean().item()
    print(f"epoch {epoch} lr {sched.get_last_lr()[0]:.4f} acc {acc:.2f}")
print(model.bn1.running_mean.shape, model.bn1.num_batches_tracked.item())
print(sum(p.numel() for p in model.parameters() if p.requires_grad))
