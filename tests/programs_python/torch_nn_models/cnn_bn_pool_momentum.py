import torch
import torch.nn as nn
import torch.nn.functional as F


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4)
        self.pool = nn.AvgPool2d(2)
        self.conv2 = nn.Conv2d(4, 8, 3, stride=2)
        self.fc = nn.Linear(8, 3)
        self.drop = nn.Dropout(0.25)

    def forward(self, x):
        x = self.pool(F.relu(self.bn(self.conv1(x))))
        x = F.relu(self.conv2(x))
        x = F.adaptive_max_pool2d(x, 1).flatten(1)
        return self.fc(self.drop(x))


torch.manual_seed(0)
net = Net()
x = torch.randn(4, 1, 8, 8)
target = torch.tensor([0, 1, 2, 1])
opt = torch.optim.SGD(net.parameters(), lr=0.1, momentum=0.9)
for i in range(3):
    opt.zero_grad()
    out = net(x)
    loss = F.cross_entropy(out, target)
    loss.backward()
    opt.step()
    print(i, round(loss.item(), 4))
net.eval()
with torch.no_grad():
    pred = net(x).argmax(1)
print(pred.tolist(), net.bn.running_mean.shape, round(net.bn.running_var.sum().item(), 4))
print(sum(p.numel() for p in net.parameters() if p.requires_grad))
