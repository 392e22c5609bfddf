import torch
import torch.nn as nn
import torch.nn.functional as F
from collections import namedtuple

torch.manual_seed(7)

GoogLeNetOutputs = namedtuple("GoogLeNetOutputs", ["logits", "aux_logits2", "aux_logits1"])

class BasicConv2d(nn.Module):
    def __init__(self, in_channels, out_channels, **kwargs):
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
        self.branch2 = nn.Sequential(
            conv_block(in_channels, ch3x3red, kernel_size=1), conv_block(ch3x3red, ch3x3, kernel_size=3, padding=1))
        self.branch3 = nn.Sequential(
            conv_block(in_channels, ch5x5red, kernel_size=1), conv_block(ch5x5red, ch5x5, kernel_size=3, padding=1))
        self.branch4 = nn.Sequential(
            nn.MaxPool2d(kernel_size=3, stride=1, padding=1, ceil_mode=True),
            conv_block(in_channels, pool_proj, kernel_size=1))

    def _forward(self, x):
        branch1 = self.branch1(x)
        branch2 = self.branch2(x)
        branch3 = self.branch3(x)
        branch4 = self.branch4(x)
        outputs = [branch1, branch2, branch3, branch4]
        return outputs

    def forward(self, x):
        outputs = self._forward(x)
        return torch.cat(outputs, 1)

class InceptionAux(nn.Module):
    def __init__(self, in_channels, num_classes, dropout=0.7):
        super().__init__()
        self.conv = BasicConv2d(in_channels, 8, kernel_size=1)
        self.fc1 = nn.Linear(8 * 4 * 4, 16)
        self.fc2 = nn.Linear(16, num_classes)
        self.dropout = nn.Dropout(p=dropout)

    def forward(self, x):
        x = F.adaptive_avg_pool2d(x, (4, 4))
        x = self.conv(x)
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x), inplace=True)
        x = self.dropout(x)
        return self.fc2(x)

inc = Inception(6, 2, 3, 4, 1, 2, 2)
aux = InceptionAux(10, 3)
x = torch.randn(2, 6, 8, 8)
outs = inc._forward(x)
print([tuple(o.shape) for o in outs])
y = inc(x)
print(y.shape)
a = aux(y)
print(a.shape)
res = GoogLeNetOutputs(a, None, a * 2)
print(type(res).__name__, res._fields, res.aux_logits2)
logits, aux2, aux1 = res
print(torch.equal(aux1, logits * 2))
print(res._replace(aux_logits2=1).aux_logits2)
print(res._asdict().keys())
print(inc.branch4)
inc.eval(); aux.eval()
with torch.no_grad():
    z = aux(inc(x))
print(round(z.abs().sum().item(), 3))
print(sum(1 for m in inc.modules() if isinstance(m, BasicConv2d)))
print(inc.branch2[1].conv)
