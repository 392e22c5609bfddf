import re
import torch
import torch.nn as nn


def show(g):
    print(re.sub(r' # [^\n]*', '', str(g)))


def conv3x3(in_planes, out_planes, stride=1):
    return nn.Conv2d(in_planes, out_planes, kernel_size=3, stride=stride, padding=1, bias=False)


class BasicBlock(nn.Module):
    expansion = 1

    def __init__(self, inplanes, planes, stride=1, downsample=None):
        super().__init__()
        self.conv1 = conv3x3(inplanes, planes, stride)
        self.bn1 = nn.BatchNorm2d(planes)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = conv3x3(planes, planes)
        self.bn2 = nn.BatchNorm2d(planes)
        self.downsample = downsample
        self.stride = stride

    def forward(self, x):
        identity = x
        out = self.conv1(x)
        out = self.bn1(out)
        out = self.relu(out)
        out = self.conv2(out)
        out = self.bn2(out)
        if self.downsample is not None:
            identity = self.downsample(x)
        out += identity
        out = self.relu(out)
        return out


torch.manual_seed(0)
down = nn.Sequential(nn.Conv2d(2, 4, 1, stride=2, bias=False), nn.BatchNorm2d(4))
block = BasicBlock(2, 4, stride=2, downsample=down).eval()
x = torch.randn(1, 2, 6, 6)
traced = torch.jit.trace(block, x)
print(traced.code)
show(traced.graph)
print(traced.downsample.code)
print(getattr(traced.downsample, '1').code)
y = traced(x)
print(tuple(y.shape), round(y.sum().item(), 3) == round(block(x).sum().item(), 3))
print([n for n, _ in traced.named_children()])
