import torch
import torch.nn as nn


class Block(nn.Module):
    def __init__(self, cin: int, cout: int, stride: int):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride=stride, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(cout, cout, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.down = nn.Sequential(nn.Conv2d(cin, cout, 1, stride=stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return self.relu(out + self.down(x))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Conv2d(3, 8, 7, stride=2, padding=3, bias=False)
        self.bn = nn.BatchNorm2d(8)
        self.pool = nn.MaxPool2d(3, 2, 1)
        self.layer1 = Block(8, 16, 2)
        self.layer2 = Block(16, 32, 2)
        self.avg = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(32, 5)

    def forward(self, x):
        x = self.pool(torch.relu(self.bn(self.stem(x))))
        x = self.layer2(self.layer1(x))
        return self.fc(torch.flatten(self.avg(x), 1))


torch.manual_seed(0)
net = Net()
net.eval()
s = torch.jit.script(net)
x = torch.rand(2, 3, 64, 64)
print(s(x).detach())
print(s(x).argmax(1))
