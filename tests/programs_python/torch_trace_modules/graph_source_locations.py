# Traced graphs name the line each operator ran on; inside torch.nn that is
# PyTorch's own file and line (nn/modules/conv.py, nn/functional.py).
import os

import torch
import torch.nn as nn
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__)) + "/"


def show(graph):
    print(str(graph).replace(HERE, ""))  # this file by its base name; torch's files in full


torch.manual_seed(0)
m = nn.Sequential(nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4), nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(),
                  nn.Linear(4, 2), nn.Dropout(0.1)).eval()
t = torch.jit.trace(m, torch.randn(1, 3, 4, 4))
for i in (0, 2, 3, 4, 5, 6):
    show(getattr(t, str(i)).graph)


def f(x):
    return F.gelu(F.layer_norm(x, (4,))) + F.softplus(x) * F.silu(x) - F.dropout(x, 0.5, training=False)


show(torch.jit.trace(f, torch.randn(2, 4)).graph)
# A transposed convolution records aten::_convolution(transposed=True); group
# norm's batch-size check leaves nothing behind.
show(torch.jit.trace(nn.ConvTranspose2d(1, 1, 2), torch.randn(1, 1, 2, 2)).graph)
show(torch.jit.trace(nn.GroupNorm(2, 4), torch.randn(1, 4, 2)).graph)
