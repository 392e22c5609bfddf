import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(4)

class SE(nn.Module):
    def __init__(self, c, r=2):
        super().__init__()
        self.fc1 = nn.Conv2d(c, c // r, 1)
        self.fc2 = nn.Conv2d(c // r, c, 1)
    def forward(self, x):
        s = F.adaptive_avg_pool2d(x, 1)
        return x * torch.sigmoid(self.fc2(F.relu(self.fc1(s))))

class ResBlock(nn.Module):
    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.se = SE(cout)
        self.short = nn.Sequential()
        if stride != 1 or cin != cout:
            self.short = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))
    def forward(self, x):
        out = F.relu(self.bn1(self.conv1(x)))
        out = self.se(self.bn2(self.conv2(out)))
        return F.relu(out + self.short(x))

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Conv2d(3, 4, 3, padding=1)
        self.layers = nn.Sequential(ResBlock(4, 4), ResBlock(4, 8, 2))
        self.head = nn.Linear(8, 5)
    def forward(self, x):
        x = self.layers(self.stem(x))
        return self.head(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))

net = Net()
x = torch.randn(2, 3, 8, 8)
out = net(x)
print(out.shape)
print(net.layers[1].short)
n_conv = sum(1 for m in net.modules() if isinstance(m, nn.Conv2d))
n_bn = sum(1 for m in net.modules() if isinstance(m, nn.BatchNorm2d))
print(n_conv, n_bn, sum(p.numel() for p in net.parameters()))
shapes = []
hooks = [m.register_forward_hook(lambda m, i, o: shapes.append((type(m).__name__, tuple(o.shape)))) for m in net.layers]
net.eval()
with torch.no_grad():
    net(x)
print(shapes)
for h in hooks:
    h.remove()
print(round(net(x).abs().sum().item(), 3) > 0)
net.train()
loss = F.cross_entropy(net(x), torch.tensor([1, 3]))
loss.backward()
print(all(p.grad is not None for p in net.parameters()))
print([name for name, m in net.named_modules() if isinstance(m, SE)])
print(net.layers[0].bn1.running_var.shape, net.layers[0].bn1.momentum, net.layers[0].bn1.eps)
