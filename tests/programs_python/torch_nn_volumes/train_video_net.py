# Training a small video classifier with the 3-D layers at the Python level:
# gradients of Conv3d, BatchNorm3d, pooling, ConvTranspose3d and trilinear
# interpolation, grad_fn names, and an SGD step. Printed at 1e-4.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Clip(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv3d(2, 4, 3, padding=1, bias=False)
        self.bn = nn.BatchNorm3d(4)
        self.pool = nn.MaxPool3d((1, 2, 2))
        self.mix = nn.Conv3d(4, 4, (1, 3, 3), padding=(0, 1, 1), groups=2)
        self.avg = nn.AvgPool3d(2)
        self.up = nn.ConvTranspose3d(4, 3, 2, stride=2)
        self.head = nn.Linear(3, 2)

    def forward(self, x):
        y = self.pool(torch.relu(self.bn(self.conv(x))))
        y = self.up(self.avg(self.mix(y)))
        y = F.interpolate(y, size=(4, 6, 6), mode="trilinear", align_corners=False)
        z = F.adaptive_max_pool3d(y, (2, 2, 2))
        return self.head(F.adaptive_avg_pool3d(y + z.mean(), 1).flatten(1))


def r(t):
    return (t.detach() * 10000).round().reshape(-1)[:6].tolist()


torch.manual_seed(0)
net = Clip()
x = torch.arange(2 * 2 * 4 * 8 * 8, dtype=torch.float32).reshape(2, 2, 4, 8, 8).mul(0.13).sin()
target = torch.tensor([1, 0])
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for step in range(2):
    opt.zero_grad()
    out = net(x)
    loss = F.cross_entropy(out, target)
    loss.backward()
    print(step, round(loss.item(), 4))
    for name, p in net.named_parameters():
        print(" ", name, r(p.grad))
    opt.step()

v = torch.arange(2 * 3 * 3 * 4, dtype=torch.float32).reshape(1, 2, 3, 3, 4).requires_grad_()
outs = [F.conv3d(v, torch.ones(1, 2, 2, 2, 2)), F.max_pool3d(v, 2), F.avg_pool3d(v, 2, 1),
        F.adaptive_avg_pool3d(v, 1), F.adaptive_avg_pool3d(v, 2), F.interpolate(v, scale_factor=2.0, mode="nearest"),
        F.interpolate(v, size=(4, 4, 5), mode="trilinear")]
for o in outs:
    print(type(o.grad_fn).__name__)
sum(o.sum() for o in outs if type(o.grad_fn).__name__ != "AdaptiveAvgPool3DBackward0").backward()
print(r(v.grad))
