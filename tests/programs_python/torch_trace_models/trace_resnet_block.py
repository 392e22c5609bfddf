import torch
import torch.nn as nn


class BasicBlock(nn.Module):
    expansion = 1

    def __init__(self, inplanes, planes, stride=1, downsample=None):
        super().__init__()
        self.conv1 = nn.Conv2d(inplanes, planes, kernel_size=3, stride=stride, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(planes)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(planes, planes, kernel_size=3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(planes)
        self.downsample = downsample
        self.stride = stride

    def forward(self, x):
        identity = x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        if self.downsample is not None:
            identity = self.downsample(x)
        out += identity
        return self.relu(out)


torch.manual_seed(0)
block = BasicBlock(4, 8, stride=2, downsample=nn.Sequential(nn.Conv2d(4, 8, 1, 2, bias=False), nn.BatchNorm2d(8)))
block.eval()
x = torch.randn(1, 4, 8, 8)
traced = torch.jit.trace(block, x)
print(type(traced).__name__)
with torch.no_grad():
    print(torch.allclose(traced(x), block(x)))
    x2 = torch.randn(3, 4, 6, 6)
    print(traced(x2).shape, torch.allclose(traced(x2), block(x2)))
graph_text = str(traced.graph)
print("aten::_convolution" in graph_text, "aten::batch_norm" in graph_text, "aten::relu_" in graph_text)
print([name for name, _ in traced.named_children()])
