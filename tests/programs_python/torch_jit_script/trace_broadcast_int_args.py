import torch
import torch.nn as nn
import torch.nn.functional as F


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4)
        self.fc = nn.Linear(4 * 4 * 4, 10)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.bn(self.conv(x))), 2)
        x = torch.flatten(x, 1)
        return F.log_softmax(self.fc(x), dim=1)


torch.manual_seed(0)
net = Net().eval()
x = torch.randn(2, 1, 8, 8)
tr = torch.jit.trace(net, x)
print(torch.allclose(tr(x), net(x)))
print(tr.graph.str().count("prim::ListConstruct"))


class Pools(nn.Module):
    def forward(self, x):
        a = F.avg_pool2d(x, 2)
        b = F.max_pool1d(x.flatten(2), 3)
        c = F.adaptive_avg_pool2d(x, 1)
        return a.sum() + b.sum() + c.sum()


tp = torch.jit.trace(Pools(), x)
print(tp.code)
