import torch
import torch.nn as nn
import torch.nn.functional as F


def _make_divisible(v, divisor, min_value=None):
    if min_value is None:
        min_value = divisor
    new_v = max(min_value, int(v + divisor / 2) // divisor * divisor)
    if new_v < 0.9 * v:
        new_v += divisor
    return new_v


class SqueezeExcitation(nn.Module):
    def __init__(self, input_channels, squeeze_factor=4):
        super().__init__()
        squeeze_channels = _make_divisible(input_channels // squeeze_factor, 8)
        self.fc1 = nn.Conv2d(input_channels, squeeze_channels, 1)
        self.relu = nn.ReLU(inplace=True)
        self.fc2 = nn.Conv2d(squeeze_channels, input_channels, 1)

    def forward(self, x):
        scale = F.adaptive_avg_pool2d(x, 1)
        scale = self.fc2(self.relu(self.fc1(scale)))
        return x * F.hardsigmoid(scale, inplace=True)


class InvertedResidual(nn.Module):
    def __init__(self, inp, oup, stride, expand_ratio, use_se=False, act=nn.ReLU6):
        super().__init__()
        hidden = int(round(inp * expand_ratio))
        self.use_res_connect = stride == 1 and inp == oup
        layers = []
        if expand_ratio != 1:
            layers += [nn.Conv2d(inp, hidden, 1, bias=False), nn.BatchNorm2d(hidden), act(inplace=True)]
        layers += [nn.Conv2d(hidden, hidden, 3, stride, 1, groups=hidden, bias=False),
                   nn.BatchNorm2d(hidden), act(inplace=True)]
        if use_se:
            layers.append(SqueezeExcitation(hidden))
        layers += [nn.Conv2d(hidden, oup, 1, bias=False), nn.BatchNorm2d(oup)]
        self.conv = nn.Sequential(*layers)

    def forward(self, x):
        if self.use_res_connect:
            return x + self.conv(x)
        return self.conv(x)


torch.manual_seed(0)
print(_make_divisible(37, 8), _make_divisible(10, 8), _make_divisible(3.9, 8))
blocks = nn.Sequential(
    InvertedResidual(8, 8, 1, 6),
    InvertedResidual(8, 16, 2, 4, use_se=True, act=nn.Hardswish),
    InvertedResidual(16, 16, 1, 3, use_se=True, act=nn.Hardswish),
)
blocks.eval()
x = torch.randn(2, 8, 8, 8)
with torch.no_grad():
    y = blocks(x)
print(y.shape)
print(round(y.sum().item(), 3), round(y.abs().mean().item(), 4))
print(sum(p.numel() for p in blocks.parameters()))
print([type(m).__name__ for m in blocks[1].conv])
print(blocks[1].use_res_connect, blocks[0].use_res_connect)
print(blocks[1].conv[6])
t = torch.linspace(-4, 4, 9)
print(F.hardswish(t))
print(F.hardsigmoid(t))
print(nn.Hardswish()(t).sum().item())
