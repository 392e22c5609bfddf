import re
import torch
import torch.nn as nn


def show(g):
    print(re.sub(r' # [^\n]*', '', str(g)))


class ConvBNReLU(nn.Sequential):
    def __init__(self, in_planes, out_planes, kernel_size=3, stride=1, groups=1):
        padding = (kernel_size - 1) // 2
        super().__init__(
            nn.Conv2d(in_planes, out_planes, kernel_size, stride, padding, groups=groups, bias=False),
            nn.BatchNorm2d(out_planes),
            nn.ReLU6(inplace=True),
        )


class InvertedResidual(nn.Module):
    def __init__(self, inp, oup, stride, expand_ratio):
        super().__init__()
        hidden_dim = int(round(inp * expand_ratio))
        self.use_res_connect = stride == 1 and inp == oup
        layers = []
        if expand_ratio != 1:
            layers.append(ConvBNReLU(inp, hidden_dim, kernel_size=1))
        layers.extend([
            ConvBNReLU(hidden_dim, hidden_dim, stride=stride, groups=hidden_dim),
            nn.Conv2d(hidden_dim, oup, 1, 1, 0, bias=False),
            nn.BatchNorm2d(oup),
        ])
        self.conv = nn.Sequential(*layers)

    def forward(self, x):
        if self.use_res_connect:
            return x + self.conv(x)
        return self.conv(x)


torch.manual_seed(0)
block = InvertedResidual(4, 4, 1, 2).eval()
x = torch.randn(1, 4, 5, 5)
t = torch.jit.trace(block, x)
print(t.code)
print(t.conv.code)
print(getattr(t.conv, "0").code)
print(getattr(getattr(t.conv, "0"), "2").code)
show(getattr(t.conv, "1").graph)
print(round(t(x).sum().item(), 3) == round(block(x).sum().item(), 3))
s = torch.jit.script(block)
print(s.code)
print(round(s(x).sum().item(), 3) == round(block(x).sum().item(), 3))
