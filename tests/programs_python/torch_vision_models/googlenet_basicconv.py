# torchvision googlenet/inception style BasicConv2d + Inception block, namedtuple outputs, aux branch in train mode
from collections import namedtuple
from typing import Optional, Tuple
import warnings
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch import Tensor

GoogLeNetOutputs = namedtuple("GoogLeNetOutputs", ["logits", "aux_logits2", "aux_logits1"])
GoogLeNetOutputs.__annotations__ = {"logits": Tensor, "aux_logits2": Optional[Tensor], "aux_logits1": Optional[Tensor]}

class BasicConv2d(nn.Module):
    def __init__(self, in_channels: int, out_channels: int, **kwargs) -> None:
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, bias=False, **kwargs)
        self.bn = nn.BatchNorm2d(out_channels, eps=0.001)

    def forward(self, x: Tensor) -> Tensor:
        x = self.conv(x)
        x = self.bn(x)
        return F.relu(x, inplace=True)

class Inception(nn.Module):
    def __init__(self, in_channels, ch1x1, ch3x3red, ch3x3, ch5x5red, ch5x5, pool_proj, conv_block=None):
        super().__init__()
        if conv_block is None:
            conv_block = BasicConv2d
        self.branch1 = conv_block(in_channels, ch1x1, kernel_size=1)
        self.branch2 = nn.Sequential(
            conv_block(in_channels, ch3x3red, kernel_size=1), conv_block(ch3x3red, ch3x3, kernel_size=3, padding=1))
        self.branch3 = nn.Sequential(
            conv_block(in_channels, ch5x5red, kernel_size=1), conv_block(ch5x5red, ch5x5, kernel_size=3, padding=1))
        self.branch4 = nn.Sequential(
            nn.MaxPool2d(kernel_size=3, stride=1, padding=1, ceil_mode=True),
            conv_block(in_channels, pool_proj, kernel_size=1))

    def _forward(self, x: Tensor):
        branch1 = self.branch1(x)
        branch2 = self.branch2(x)
        branch3 = self.branch3(x)
        branch4 = self.branch4(x)
        outputs = [branch1, branch2, branch3, branch4]
        return outputs

    def forward(self, x: Tensor) -> Tensor:
        outputs = self._forward(x)
        return torch.cat(outputs, 1)

class InceptionAux(nn.Module):
    def __init__(self, in_channels, num_classes, conv_block=None, dropout=0.7):
        super().__init__()
        if conv_block is None:
            conv_block = BasicConv2d
        self.conv = conv_block(in_channels, 8, kernel_size=1)
        self.fc1 = nn.Linear(8 * 2 * 2, 16)
        self.fc2 = nn.Linear(16, num_classes)
        self.dropout = nn.Dropout(p=dropout)

    def forward(self, x):
        x = F.adaptive_avg_pool2d(x, (2, 2))
        x = self.conv(x)
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x), inplace=True)
        x = self.dropout(x)
        return self.fc2(x)

class TinyGoogLeNet(nn.Module):
    __constants__ = ["aux_logits", "transform_input"]

    def __init__(self, num_classes=5, aux_logits=True, transform_input=False, init_weights=None):
        super().__init__()
        if init_weights is None:
            warnings.warn("The default weight initialization of GoogleNet will be changed", FutureWarning)
            init_weights = True
        self.aux_logits = aux_logits
        self.transform_input = transform_input
        self.conv1 = BasicConv2d(3, 8, kernel_size=3, stride=2, padding=1)
        self.maxpool1 = nn.MaxPool2d(3, stride=2, ceil_mode=True)
        self.inception3a = Inception(8, 4, 4, 8, 2, 4, 4)
        self.aux1 = InceptionAux(20, num_classes) if aux_logits else None
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.dropout = nn.Dropout(p=0.2)
        self.fc = nn.Linear(20, num_classes)
        if init_weights:
            for m in self.modules():
                if isinstance(m, nn.Conv2d) or isinstance(m, nn.Linear):
                    torch.nn.init.trunc_normal_(m.weight, mean=0.0, std=0.01, a=-2, b=2)
                elif isinstance(m, nn.BatchNorm2d):
                    nn.init.constant_(m.weight, 1)
                    nn.init.constant_(m.bias, 0)

    def _transform_input(self, x: Tensor) -> Tensor:
        if self.transform_input:
            x_ch0 = torch.unsqueeze(x[:, 0], 1) * (0.229 / 0.5) + (0.485 - 0.5) / 0.5
            x_ch1 = torch.unsqueeze(x[:, 1], 1) * (0.224 / 0.5) + (0.456 - 0.5) / 0.5
            x_ch2 = torch.unsqueeze(x[:, 2], 1) * (0.225 / 0.5) + (0.406 - 0.5) / 0.5
            x = torch.cat((x_ch0, x_ch1, x_ch2), 1)
        return x

    def forward(self, x):
        x = self._transform_input(x)
        x = self.maxpool1(self.conv1(x))
        x = self.inception3a(x)
        aux1: Optional[Tensor] = None
        if self.aux1 is not None and self.training:
            aux1 = self.aux1(x)
        x = torch.flatten(self.avgpool(x), 1)
        x = self.fc(self.dropout(x))
        if self.training and self.aux_logits:
            return GoogLeNetOutputs(x, None, aux1)
        return x

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.manual_seed(0)
    net = TinyGoogLeNet(transform_input=True)
    print(len(w), w[0].category.__name__, str(w[0].message))
x = torch.randn(2, 3, 16, 16)
out = net(x)
print(type(out).__name__, out.logits.shape, out.aux_logits2, out.aux_logits1.shape)
logits, _, aux = out
loss = F.cross_entropy(logits, torch.tensor([1, 2])) + 0.3 * F.cross_entropy(aux, torch.tensor([1, 2]))
loss.backward()
print(net.conv1.conv.weight.grad.shape, loss.item() > 0)
net.eval()
y = net(x)
print(type(y).__name__, y.shape)
print(out._fields, out._asdict().keys())
print(net.inception3a.branch4)
