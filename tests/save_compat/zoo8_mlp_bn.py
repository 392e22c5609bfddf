# input: 3,6
# zoo8_mlp_bn: generate_zoo8.py's model, saved by us for PyTorch.
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


class MlpBn(nn.Module):
    """Linear-BN1d pairs and a Conv1d-BN1d: optimize_for_inference folds them."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv1d(2, 4, 3, padding=1), nn.BatchNorm1d(4), nn.ReLU())
        self.mlp = nn.Sequential(nn.Linear(12, 8), nn.BatchNorm1d(8), nn.SiLU(), nn.Dropout(0.5),
                                 nn.Linear(8, 8), nn.BatchNorm1d(8), nn.Linear(8, 3))

    def forward(self, x):
        return self.mlp(self.conv(x.view(x.size(0), 2, -1)).flatten(1))


torch.manual_seed(0)
m = torch.jit.script(randomize_bn(MlpBn()).eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(3,6)))
