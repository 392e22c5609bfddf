import torch
import torch.nn as nn


class SEBlock(nn.Module):
    def __init__(self, channels, reduction=4):
        super().__init__()
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Sequential(
            nn.Linear(channels, channels // reduction, bias=False),
            nn.ReLU(inplace=True),
            nn.Linear(channels // reduction, channels, bias=False),
            nn.Sigmoid(),
        )

    def forward(self, x):
        b, c, _, _ = x.size()
        y = self.pool(x).view(b, c)
        y = self.fc(y).view(b, c, 1, 1)
        return x * y.expand_as(x)


class SEResBlock(nn.Module):
    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.se = SEBlock(cout)
        self.shortcut = nn.Sequential()
        if stride != 1 or cin != cout:
            self.shortcut = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        out = torch.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        out = self.se(out)
        out += self.shortcut(x)
        return torch.relu(out)


torch.manual_seed(1)
net = nn.Sequential(SEResBlock(3, 8), SEResBlock(8, 16, 2), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(16, 2))
print(net[1].shortcut)
print(len(net[0].shortcut), net[0].shortcut)
x = torch.randn(6, 3, 12, 12)
y = (x.mean(dim=(1, 2, 3)) > 0).long()
print(y.tolist())
opt = torch.optim.Adam(net.parameters(), lr=1e-2)
for step in range(5):
    opt.zero_grad()
    loss = nn.CrossEntropyLoss()(net(x), y)
    loss.backward()
    opt.step()
print(round(loss.item(), 1) < 0.8)
net.eval()
acc = (net(x).argmax(1) == y).float().mean()
print(acc.item() >= 0.5)
print(sorted({type(m).__name__ for m in net.modules()}))
print(net[0].se.fc[0].weight.shape, net[0].bn1.running_var.shape)
