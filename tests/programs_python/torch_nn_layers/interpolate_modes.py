# F.interpolate modes whose kernels the stdlib reaches through private
# torch operators (nearest-exact), and nn.Upsample in a decoder.
import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.arange(6.0).reshape(1, 1, 2, 3)
print(F.interpolate(x, scale_factor=2, mode="nearest-exact"))
print(F.interpolate(x[:, :, 0], size=5, mode="nearest-exact"))
print(F.interpolate(x, size=(3, 4), mode="bicubic", align_corners=True))
decoder = nn.Sequential(nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False), nn.Conv2d(1, 1, 1, bias=False))
with torch.no_grad():
    decoder[1].weight.fill_(0.5)
    print(decoder(x))
