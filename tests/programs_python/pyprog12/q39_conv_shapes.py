import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(1, 3, 9, 9)
for conv in [nn.Conv2d(3, 4, 3), nn.Conv2d(3, 4, 3, stride=2, padding=1), nn.Conv2d(3, 6, 5, dilation=2, groups=3),
             nn.Conv2d(3, 4, 3, padding="same"), nn.Conv2d(3, 2, (3, 1), padding=(1, 0), padding_mode="reflect")]:
    print(conv, tuple(conv(x).shape))
t = nn.ConvTranspose2d(3, 2, 3, stride=2, padding=1, output_padding=1)
print(t, tuple(t(x).shape))
print(tuple(F.max_pool2d(x, 2).shape), tuple(F.avg_pool2d(x, 3, stride=2, ceil_mode=True).shape))
mp = nn.MaxPool2d(2, return_indices=True)
o, idx = mp(x)
print(tuple(o.shape), idx.dtype, tuple(nn.MaxUnpool2d(2)(o, idx, output_size=x.shape).shape))
print(tuple(F.interpolate(x, scale_factor=2, mode="nearest").shape), tuple(F.interpolate(x, size=(4, 5), mode="bilinear", align_corners=False).shape))
print(tuple(F.unfold(x, 3).shape), tuple(F.fold(F.unfold(x, 3), (9, 9), 3).shape))
print(tuple(nn.PixelShuffle(2)(torch.randn(1, 8, 3, 3)).shape), tuple(F.pad(x, (1, 2, 0, 1)).shape))
c1 = nn.Conv1d(2, 4, 3, padding=1)
print(tuple(c1(torch.randn(2, 2, 10)).shape), c1.weight.shape)
c3 = nn.Conv3d(1, 2, 2)
print(tuple(c3(torch.randn(1, 1, 4, 4, 4)).shape))
w = torch.ones(1, 1, 3, 3) / 9
img = torch.arange(25.0).reshape(1, 1, 5, 5)
print(F.conv2d(img, w, padding=1))
print(nn.AdaptiveMaxPool2d((2, 3))(img))
