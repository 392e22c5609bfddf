import torch
import torch.nn as nn
import torch.nn.functional as F
from typing import List


class BasicConv2d(nn.Module):
    def __init__(self, in_channels: int, out_channels: int, **kwargs) -> None:
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, bias=False, **kwargs)
        self.bn = nn.BatchNorm2d(out_channels, eps=0.001)

    def forward(self, x):
        x = self.conv(x)
        x = self.bn(x)
        return F.relu(x, inplace=True)


class InceptionA(nn.Module):
    def __init__(self, in_channels: int, pool_features: int, conv_block=None) -> None:
        super().__init__()
        if conv_block is None:
            conv_block = BasicConv2d
        self.branch1x1 = conv_block(in_channels, 8, kernel_size=1)
        self.branch5x5_1 = conv_block(in_channels, 6, kernel_size=1)
        self.branch5x5_2 = conv_block(6, 8, kernel_size=5, padding=2)
        self.branch3x3dbl_1 = conv_block(in_channels, 8, kernel_size=1)
        self.branch3x3dbl_2 = conv_block(8, 12, kernel_size=3, padding=1)
        self.branch3x3dbl_3 = conv_block(12, 12, kernel_size=3, padding=1)
        self.branch_pool = conv_block(in_channels, pool_features, kernel_size=1)

    def _forward(self, x) -> List[torch.Tensor]:
        branch1x1 = self.branch1x1(x)
        branch5x5 = self.branch5x5_1(x)
        branch5x5 = self.branch5x5_2(branch5x5)
        branch3x3dbl = self.branch3x3dbl_1(x)
        branch3x3dbl = self.branch3x3dbl_2(branch3x3dbl)
        branch3x3dbl = self.branch3x3dbl_3(branch3x3dbl)
        branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        branch_pool = self.branch_pool(branch_pool)
        outputs = [branch1x1, branch5x5, branch3x3dbl, branch_pool]
        return outputs

    def forward(self, x):
        outputs = self._forward(x)
        return torch.cat(outputs, 1)


class InceptionAux(nn.Module):
    def __init__(self, in_channels: int, num_classes: int) -> None:
        super().__init__()
        self.conv0 = BasicConv2d(in_channels, 8, kernel_size=1)
        self.conv1 = BasicConv2d(8, 16, kernel_size=3)
        self.conv1.stddev = 0.01
        self.fc = nn.Linear(16, num_classes)
        self.fc.stddev = 0.001

    def forward(self, x):
        x = F.avg_pool2d(x, kernel_size=3, stride=2)
        x = self.conv0(x)
        x = self.conv1(x)
        x = F.adaptive_avg_pool2d(x, (1, 1))
        x = torch.flatten(x, 1)
        return self.fc(x)


torch.manual_seed(0)
block = InceptionA(4, pool_features=4)
aux = InceptionAux(32, 3)
print(aux.conv1.stddev, aux.fc.stddev)
x = torch.randn(2, 4, 9, 9)
block.eval()
aux.eval()
with torch.no_grad():
    y = block(x)
    z = aux(y)
print(y.shape, z.shape)
s = torch.jit.script(block)
with torch.no_grad():
    print(torch.allclose(s(x), y, atol=1e-5))
print(s.code)
names = [n for n, m in block.named_modules() if isinstance(m, BasicConv2d)]
print(names)
print(sum(p.numel() for p in block.parameters() if p.requires_grad))
print(sum(b.numel() for b in block.buffers()))
