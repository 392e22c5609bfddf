import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)

class BasicBlock(nn.Module):
    expansion = 1
    def __init__(self, inp, out, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(inp, out, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(out)
        self.conv2 = nn.Conv2d(out, out, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(out)
        self.shortcut = nn.Sequential()
        if stride != 1 or inp != out:
            self.shortcut = nn.Sequential(nn.Conv2d(inp, out, 1, stride, bias=False), nn.BatchNorm2d(out))
    def forward(self, x):
        y = F.relu(self.bn1(self.conv1(x)))
        y = self.bn2(self.conv2(y))
        return F.relu(y + self.shortcut(x))

class TinyResNet(nn.Module):
    def __init__(self, num_classes=5):
        super().__init__()
        self.stem = nn.Conv2d(3, 8, 3, padding=1)
        self.layer1 = BasicBlock(8, 8)
        self.layer2 = BasicBlock(8, 16, stride=2)
        self.pool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(16, num_classes)
    def forward(self, x):
        x = self.layer2(self.layer1(self.stem(x)))
        return self.fc(torch.flatten(self.pool(x), 1))

m = TinyResNet()
print(m.layer2)
x = torch.randn(2, 3, 8, 8)
y = m(x)
print(y.shape)
print(sum(p.numel() for p in m.parameters()))
print(sum(p.numel() for n, p in m.named_parameters() if "bn" in n))
print(len(list(m.buffers())))
m.eval()
with torch.no_grad():
    y2 = m(x)
print(torch.round(y2, decimals=3).shape, y2.requires_grad)
print([n for n, _ in m.named_children()])
print(m.layer2.bn1.num_batches_tracked.item(), m.layer2.bn1.running_mean.shape)
