import torch
import torch.nn as nn
import torch.nn.functional as F


class Pools(nn.Module):
    def __init__(self):
        super().__init__()
        self.mp = nn.MaxPool2d(2, stride=2, ceil_mode=True)
        self.ap = nn.AvgPool2d(3, stride=2, padding=1, count_include_pad=False)
        self.ap2 = nn.AvgPool2d(2, ceil_mode=True)
        self.amp = nn.AdaptiveMaxPool2d((2, 3))
        self.aap = nn.AdaptiveAvgPool2d(1)
        self.mp1 = nn.MaxPool1d(3, stride=2, padding=1, dilation=1, return_indices=False)
        self.lp = nn.LPPool2d(2, 2)

    def forward(self, x: torch.Tensor):
        return [self.mp(x), self.ap(x), self.ap2(x), self.amp(x), self.aap(x), self.mp1(x.flatten(2)), self.lp(x)]


x = torch.arange(35.0).reshape(1, 1, 5, 7) % 11 - 3
s = torch.jit.script(Pools())
for t in s(x):
    print(t.shape)
    print(torch.round(t, decimals=4))
print(F.max_pool2d(x, 3, 2, 1, return_indices=True))
print(F.max_pool1d(torch.tensor([[[1.0, 5.0, 2.0, 8.0, 3.0]]]), 2, ceil_mode=True))
print(F.avg_pool1d(torch.tensor([[[1.0, 5.0, 2.0, 8.0, 3.0]]]), 2, ceil_mode=True, count_include_pad=True))
print(F.adaptive_avg_pool1d(torch.arange(10.0).reshape(1, 1, 10), 4), F.adaptive_max_pool1d(torch.arange(10.0).reshape(1, 1, 10), 3, True))
out, idx = F.max_pool2d(x, 2, return_indices=True)
print(F.max_unpool2d(out, idx, 2, output_size=x.shape[-2:]))
print(F.avg_pool2d(x, 2, divisor_override=1))
print(F.max_pool3d(torch.arange(27.0).reshape(1, 1, 3, 3, 3), 2, ceil_mode=True))
