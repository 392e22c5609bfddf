from collections import OrderedDict, namedtuple
from typing import Optional, Tuple, List
import warnings

import torch
import torch.nn as nn
import torch.nn.functional as F

InceptionOutputs = namedtuple("InceptionOutputs", ["logits", "aux_logits"])


class BasicConv2d(nn.Module):
    def __init__(self, in_channels, out_channels, **kwargs):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, bias=False, **kwargs)
        self.bn = nn.BatchNorm2d(out_channels, eps=0.001)

    def forward(self, x):
        return F.relu(self.bn(self.conv(x)), inplace=True)


class InceptionA(nn.Module):
    def __init__(self, in_channels, pool_features, conv_block=None):
        super().__init__()
        if conv_block is None:
            conv_block = BasicConv2d
        self.branch1x1 = conv_block(in_channels, 8, kernel_size=1)
        self.branch5x5_1 = conv_block(in_channels, 6, kernel_size=1)
        self.branch5x5_2 = conv_block(6, 8, kernel_size=5, padding=2)
        self.branch3x3dbl_1 = conv_block(in_channels, 8, kernel_size=1)
        self.branch3x3dbl_2 = conv_block(8, 12, kernel_size=3, padding=1)
        self.branch_pool = conv_block(in_channels, pool_features, kernel_size=1)

    def _forward(self, x):
        branch1x1 = self.branch1x1(x)
        branch5x5 = self.branch5x5_2(self.branch5x5_1(x))
        branch3x3dbl = self.branch3x3dbl_2(self.branch3x3dbl_1(x))
        branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        branch_pool = self.branch_pool(branch_pool)
        return [branch1x1, branch5x5, branch3x3dbl, branch_pool]

    def forward(self, x):
        outputs = self._forward(x)
        return torch.cat(outputs, 1)


class InceptionAux(nn.Module):
    def __init__(self, in_channels, num_classes, conv_block=None):
        super().__init__()
        conv_block = conv_block or BasicConv2d
        self.conv0 = conv_block(in_channels, 16, kernel_size=1)
        self.fc = nn.Linear(16, num_classes)
        self.fc.stddev = 0.001

    def forward(self, x):
        x = F.avg_pool2d(x, kernel_size=2, stride=2)
        x = self.conv0(x)
        x = F.adaptive_avg_pool2d(x, (1, 1))
        x = torch.flatten(x, 1)
        return self.fc(x)


class TinyInception(nn.Module):
    def __init__(self, num_classes=5, aux_logits=True, transform_input=False):
        super().__init__()
        self.aux_logits = aux_logits
        self.transform_input = transform_input
        self.stem = nn.Sequential(OrderedDict([
            ("Conv2d_1a_3x3", BasicConv2d(3, 8, kernel_size=3, stride=2)),
            ("Conv2d_2a_3x3", BasicConv2d(8, 16, kernel_size=3, padding=1)),
            ("maxpool1", nn.MaxPool2d(kernel_size=3, stride=2)),
        ]))
        self.Mixed_5b = InceptionA(16, pool_features=4)
        self.AuxLogits: Optional[nn.Module] = InceptionAux(32, num_classes) if aux_logits else None
        self.dropout = nn.Dropout(p=0.5)
        self.fc = nn.Linear(32, num_classes)
        for m in self.modules():
            if isinstance(m, (nn.Conv2d, nn.Linear)):
                stddev = float(m.stddev) if hasattr(m, "stddev") else 0.1
                torch.nn.init.trunc_normal_(m.weight, mean=0.0, std=stddev, a=-2, b=2)
            elif isinstance(m, nn.BatchNorm2d):
                nn.init.constant_(m.weight, 1)
                nn.init.constant_(m.bias, 0)

    def _transform_input(self, x):
        if self.transform_input:
            x_ch0 = torch.unsqueeze(x[:, 0], 1) * (0.229 / 0.5) + (0.485 - 0.5) / 0.5
            x_ch1 = torch.unsqueeze(x[:, 1], 1) * (0.224 / 0.5) + (0.456 - 0.5) / 0.5
            x_ch2 = torch.unsqueeze(x[:, 2], 1) * (0.225 / 0.5) + (0.406 - 0.5) / 0.5
            x = torch.cat((x_ch0, x_ch1, x_ch2), 1)
        return x

    def forward(self, x):
        x = self._transform_input(x)
        x = self.stem(x)
        x = self.Mixed_5b(x)
        aux = None
        if self.AuxLogits is not None and self.training:
            aux = self.AuxLogits(x)
        x = F.adaptive_avg_pool2d(x, (1, 1))
        x = self.dropout(x)
        x = torch.flatten(x, 1)
        x = self.fc(x)
        if self.training and self.aux_logits:
            return InceptionOutputs(x, aux)
        return x


torch.manual_seed(2)
model = TinyInception(transform_input=True)
print([name for name, _ in model.stem.named_children()])
print(model.stem.Conv2d_2a_3x3.conv)
x = torch.randn(2, 3, 23, 23)
out = model(x)
print(type(out).__name__, out.logits.shape, out.aux_logits.shape)
criterion = nn.CrossEntropyLoss()
labels = torch.tensor([0, 3])
loss = criterion(out.logits, labels) + 0.4 * criterion(out.aux_logits, labels)
loss.backward()
print(round(loss.item(), 4), model.fc.weight.grad.abs().sum().item() > 0)
model.eval()
with torch.no_grad():
    y = model(x)
print(type(y).__name__, y.round(decimals=3))
noaux = TinyInception(aux_logits=False)
print(noaux.AuxLogits, len(list(noaux.parameters())), len(list(model.parameters())))
logits, aux = out
print(torch.equal(logits, out[0]), out._fields)
sd = model.state_dict()
print([k for k in sd if k.startswith("stem.Conv2d_1a")])
