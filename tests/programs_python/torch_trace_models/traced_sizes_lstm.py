import torch
import torch.nn as nn
import torch.nn.functional as F


def show(graph):
    for line in str(graph).splitlines():
        print(line.split(" # ")[0])


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4)
        self.fc = nn.Linear(4 * 4 * 4, 5)
        self.lstm = nn.LSTM(5, 6, batch_first=True)

    def forward(self, x):
        b = x.size(0)
        y = F.max_pool2d(F.relu(self.bn(self.conv(x))), 2)
        y = y.view(b, -1)
        y = self.fc(y)
        seq = y.unsqueeze(1).expand(b, 3, y.shape[-1])
        out, (h, c) = self.lstm(seq)
        z = F.interpolate(x, scale_factor=2)
        return out[:, -1] + h[0], z.flatten(1).sum(1), torch.zeros(x.shape[0], 2)


torch.manual_seed(0)
net = Net().eval()
for p in net.parameters(): p.requires_grad_(False)
x = torch.randn(2, 3, 8, 8)
t = torch.jit.trace(net, x)
with torch.no_grad():
    a = t(torch.randn(5, 3, 8, 8))
    print([v.shape for v in a])
    print([torch.allclose(u, v, atol=1e-5) for u, v in zip(t(x), net(x))])



def loop(x):
    acc = torch.zeros(x.size(1))
    for i in range(x.size(0)):
        acc = acc + x[i]
    return acc / x.size(0)


tl = torch.jit.trace(loop, torch.ones(3, 2))
print(tl(torch.ones(3, 2) * 4))
print(tl.code)


class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(5, 6, batch_first=True)

    def forward(self, seq):
        out, (h, c) = self.lstm(seq)
        return out[:, -1] + h[0]


tagger = Tagger()
tt = torch.jit.trace(tagger, torch.randn(2, 3, 5))
s = torch.randn(4, 3, 5)
print(tt(s).shape, torch.allclose(tt(s), tagger(s), atol=1e-6))
