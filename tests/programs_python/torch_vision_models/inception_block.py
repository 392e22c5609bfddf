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


class Inception(nn.Module):
    def __init__(self, in_channels, ch1x1, ch3x3red, ch3x3, ch5x5red, ch5x5, pool_proj, conv_block=None):
        super().__init__()
        if conv_block is None:
            conv_block = BasicConv2d
        self.branch1 = conv_block(in_channels, ch1x1, kernel_size=1)
        self.branch2 = nn.Sequential(conv_block(in_channels, ch3x3red, kernel_size=1),
                                     conv_block(ch3x3red, ch3x3, kernel_size=3, padding=1))
        self.branch3 = nn.Sequential(conv_block(in_channels, ch5x5red, kernel_size=1),
                                     conv_block(ch5x5red, ch5x5, kernel_size=3, padding=1))
        self.branch4 = nn.Sequential(nn.MaxPool2d(kernel_size=3, stride=1, padding=1, ceil_mode=True),
                                     conv_block(in_channels, pool_proj, kernel_size=1))

    def _forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        branch1 = self.branch1(x)
        branch2 = self.branch2(x)
        branch3 = self.branch3(x)
        branch4 = self.branch4(x)
        outputs = [branch1, branch2, branch3, branch4]
        return outputs

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        outputs = self._forward(x)
        return torch.cat(outputs, 1)


torch.manual_seed(0)
block = Inception(8, 4, 4, 6, 2, 3, 3)
block.eval()
x = torch.randn(2, 8, 7, 7)
with torch.no_grad():
    y = block(x)
    parts = block._forward(x)
print(y.shape, [tuple(p.shape) for p in parts])
print(block.branch2)
print(sum(p.numel() for p in block.parameters()), len(list(block.buffers())))
s = torch.jit.script(block)
with torch.no_grad():
    print(torch.allclose(s(x), y, atol=1e-6))
kw = dict(kernel_size=3, stride=2)
c = BasicConv2d(3, 4, **kw)
print(c.conv, c.bn)
