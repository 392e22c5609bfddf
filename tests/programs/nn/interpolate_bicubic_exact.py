import torch
import torch.nn.functional as F
x = torch.tensor([[[[0.0, 1.0, 2.0], [4.0, 8.0, 16.0]]]])
print(F.interpolate(x, size=[3, 5], mode="bicubic"))
print(F.interpolate(x, scale_factor=1.5, mode="bicubic", align_corners=True))
print(F.interpolate(x, size=[4, 7], mode="nearest-exact"))
print(F.interpolate(torch.arange(5.).reshape(1, 1, 5), size=3, mode="nearest-exact"))
print(F.interpolate(x, scale_factor=0.5, mode="nearest-exact"))
