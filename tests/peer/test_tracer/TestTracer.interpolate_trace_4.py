import torch
import torch.nn as nn

class test(nn.Module):

    def __init__(self):
        super(test, self).__init__()
        self.conv = nn.Conv2d(1, 32, kernel_size=3, padding=1)

    def forward(self, x):
        y = self.conv(x)
        w = nn.functional.interpolate(y, mode='bilinear', align_corners=False, scale_factor=3)
        return w
f = test()
g = torch.jit.trace(f, (torch.zeros(1, 1, 28, 28),))
x = torch.zeros(1, 1, 14, 14)
print(g(x))
