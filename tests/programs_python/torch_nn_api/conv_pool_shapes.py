import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(1, 2, 7, 9)
for kw in [dict(kernel_size=3), dict(kernel_size=3, padding="same"), dict(kernel_size=(3, 5), stride=2, padding=1),
           dict(kernel_size=2, dilation=2), dict(kernel_size=3, padding="valid"), dict(kernel_size=1, stride=3)]:
    conv = nn.Conv2d(2, 4, **kw)
    print(kw, tuple(conv(x).shape))
ct = nn.ConvTranspose2d(2, 3, 3, stride=2, padding=1)
print(tuple(ct(x).shape), tuple(ct(x, output_size=[14, 18]).shape))
pool = nn.MaxPool2d(2, return_indices=True)
y, idx = pool(x)
print(tuple(y.shape), idx.dtype, idx[0, 0, 0].tolist())
unpool = nn.MaxUnpool2d(2)
z = unpool(y, idx, output_size=x.shape)
print(tuple(z.shape), int((z != 0).sum()))
print(tuple(F.max_pool2d(x, 3, stride=2, ceil_mode=True).shape), tuple(F.avg_pool2d(x, 2, padding=1).shape))
print(tuple(F.adaptive_avg_pool2d(x, (3, None)).shape), tuple(F.adaptive_max_pool1d(torch.randn(1, 2, 10), 4).shape))
c1 = nn.Conv1d(3, 6, 3, groups=3, bias=False)
print(c1.weight.shape, tuple(c1(torch.randn(2, 3, 8)).shape))
print(tuple(F.pad(x, (1, 2)).shape), tuple(F.pad(x, (1, 1, 2, 2), mode="reflect").shape), tuple(F.pad(x, (0, 0, 0, 0, 1, 1)).shape))
print(tuple(F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=False).shape), tuple(F.interpolate(x, size=(3, 4)).shape))
print(tuple(nn.PixelShuffle(2)(torch.randn(1, 8, 3, 3)).shape), tuple(nn.PixelUnshuffle(2)(torch.randn(1, 2, 4, 4)).shape))
print(tuple(F.unfold(x, kernel_size=3).shape), tuple(F.fold(torch.randn(1, 18, 35), (7, 9), 3).shape))
print(tuple(nn.Flatten(0)(x).shape), tuple(nn.Unflatten(1, (1, 2))(x).shape))
c3 = nn.Conv3d(1, 2, 3, padding=1)
print(tuple(c3(torch.randn(1, 1, 4, 4, 4)).shape), tuple(nn.MaxPool3d(2)(torch.randn(1, 1, 4, 4, 4)).shape))
try:
    nn.Conv2d(2, 4, 3, stride=2, padding="same")
except ValueError as e:
    print("ValueError:", e)
