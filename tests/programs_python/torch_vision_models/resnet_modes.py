# torchvision's BasicBlock ResNet (resnet.py, shrunk): called eagerly, traced
# and scripted on the same weights; the three agree, and the traced and
# scripted modules print their structure, graph and code.
from typing import Callable, List, Optional, Type

import torch
import torch.nn as nn
from torch import Tensor


def conv3x3(in_planes: int, out_planes: int, stride: int = 1, groups: int = 1, dilation: int = 1) -> nn.Conv2d:
    return nn.Conv2d(in_planes, out_planes, kernel_size=3, stride=stride, padding=dilation, groups=groups,
                     bias=False, dilation=dilation)


def conv1x1(in_planes: int, out_planes: int, stride: int = 1) -> nn.Conv2d:
    return nn.Conv2d(in_planes, out_planes, kernel_size=1, stride=stride, bias=False)


class BasicBlock(nn.Module):
    expansion: int = 1

    def __init__(self, inplanes: int, planes: int, stride: int = 1, downsample: Optional[nn.Module] = None,
                 norm_layer: Optional[Callable[..., nn.Module]] = None) -> None:
        super().__init__()
        if norm_layer is None:
            norm_layer = nn.BatchNorm2d
        self.conv1 = conv3x3(inplanes, planes, stride)
        self.bn1 = norm_layer(planes)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = conv3x3(planes, planes)
        self.bn2 = norm_layer(planes)
        self.downsample = downsample
        self.stride = stride

    def forward(self, x: Tensor) -> Tensor:
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


class ResNet(nn.Module):
    def __init__(self, block: Type[BasicBlock], layers: List[int], num_classes: int = 10) -> None:
        super().__init__()
        self._norm_layer = nn.BatchNorm2d
        self.inplanes = 8
        self.conv1 = nn.Conv2d(3, self.inplanes, kernel_size=3, stride=1, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(self.inplanes)
        self.relu = nn.ReLU(inplace=True)
        self.layer1 = self._make_layer(block, 8, layers[0])
        self.layer2 = self._make_layer(block, 16, layers[1], stride=2)
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(16 * block.expansion, num_classes)
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
            elif isinstance(m, (nn.BatchNorm2d, nn.GroupNorm)):
                nn.init.constant_(m.weight, 1)
                nn.init.constant_(m.bias, 0)

    def _make_layer(self, block, planes: int, blocks: int, stride: int = 1) -> nn.Sequential:
        norm_layer = self._norm_layer
        downsample = None
        if stride != 1 or self.inplanes != planes * block.expansion:
            downsample = nn.Sequential(conv1x1(self.inplanes, planes * block.expansion, stride),
                                       norm_layer(planes * block.expansion))
        layers = [block(self.inplanes, planes, stride, downsample, norm_layer)]
        self.inplanes = planes * block.expansion
        for _ in range(1, blocks):
            layers.append(block(self.inplanes, planes, norm_layer=norm_layer))
        return nn.Sequential(*layers)

    def forward(self, x: Tensor) -> Tensor:
        x = self.conv1(x)
        x = self.bn1(x)
        x = self.relu(x)
        x = self.layer1(x)
        x = self.layer2(x)
        x = self.avgpool(x)
        x = torch.flatten(x, 1)
        x = self.fc(x)
        return x


def show(graph, limit=None):
    lines = str(graph).splitlines()
    for line in lines[:limit]:
        print(line.split(" # ")[0])


torch.manual_seed(0)
model = ResNet(BasicBlock, [1, 1]).eval()
x = torch.randn(2, 3, 8, 8)
with torch.no_grad():
    eager = model(x)
print(eager.shape, [round(v, 3) for v in eager[0, :4].tolist()])

traced = torch.jit.trace(model, x)
show(traced.graph)
show(traced.layer2.graph)
show(getattr(traced.layer2, "0").graph)
show(getattr(traced.layer2, "0").downsample.graph)
print(traced.code)
print(getattr(traced.layer2, "0").code)
print(traced.layer1)
with torch.no_grad():
    print(torch.allclose(traced(x), eager, atol=1e-5))

scripted = torch.jit.script(model)
print(scripted.layer1)
print(scripted.code)
with torch.no_grad():
    print(torch.allclose(scripted(x), eager, atol=1e-5))
    x2 = torch.randn(1, 3, 16, 16)
    print(torch.allclose(traced(x2), model(x2), atol=1e-5), torch.allclose(scripted(x2), model(x2), atol=1e-5))
print(sum(p.numel() for p in traced.parameters()), len(list(scripted.named_modules())))
