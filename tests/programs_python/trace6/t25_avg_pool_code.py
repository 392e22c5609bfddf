# Scripted AvgPool layers call aten::avg_pool*d directly, as PyTorch (F.avg_pool2d is a builtin).
import torch, torch.nn as nn
import torch.nn.functional as F
for c in ["nn.AvgPool2d(2)", "nn.AvgPool2d((2, 3), stride=1, padding=(1, 1))", "nn.AvgPool2d(3, 2, 1, ceil_mode=True, count_include_pad=False, divisor_override=2)", "nn.AvgPool1d(2)", "nn.AvgPool1d(3, stride=2, padding=1)", "nn.AvgPool3d(2)"]:
    s = torch.jit.script(eval(c))
    print(c); print(s.code)
    x = torch.arange(2*36.).reshape(1, 2, 6, 6)
    if '1d' in c: x = x[0]
    if '3d' in c: x = torch.arange(64.).reshape(1, 1, 4, 4, 4)
    print(s(x).sum())
