# input: 2,3,8,8
# zoo8_convbn_frozen: generate_zoo8.py's model, saved by us for PyTorch.
import math
import warnings
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

def randomize_bn(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, (nn.BatchNorm1d, nn.BatchNorm2d)):
            m.running_mean.uniform_(-0.2, 0.2)
            m.running_var.uniform_(0.5, 1.5)
            if m.affine:
                m.weight.data.uniform_(0.5, 1.5)
                m.bias.data.uniform_(-0.3, 0.3)
    return model


class ResUnit(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.conv1 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(c)
        self.conv2 = nn.Conv2d(c, c, 3, padding=1)
        self.bn2 = nn.BatchNorm2d(c)

    def forward(self, x):
        y = F.relu(self.bn1(self.conv1(x)))
        return F.relu(x + self.bn2(self.conv2(y)))


class ConvBnNet(nn.Module):
    """conv-bn-relu, residual adds, a ConvTranspose-BN, a Linear-BN1d and
    dropout: what optimize_for_inference folds."""

    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 8, 3, 2, 1), nn.BatchNorm2d(8), nn.ReLU6())
        self.res = nn.Sequential(ResUnit(8), ResUnit(8))
        self.up = nn.Sequential(nn.ConvTranspose2d(8, 6, 2, 2), nn.BatchNorm2d(6), nn.Hardswish())
        self.pool = nn.AdaptiveMaxPool2d(2)
        self.fc = nn.Sequential(nn.Linear(24, 10), nn.BatchNorm1d(10), nn.Dropout(0.3), nn.GELU(), nn.Linear(10, 4))

    def forward(self, x):
        y = self.pool(self.up(self.res(self.stem(x))))
        return self.fc(y.flatten(1))


torch.manual_seed(0)
m = torch.jit.freeze(torch.jit.script(randomize_bn(ConvBnNet()).eval()))
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(2,3,8,8)))
