import torch
import torch.nn.functional as F


@torch.jit.script
def interp(x: torch.Tensor):
    return [F.interpolate(x, scale_factor=2.0, mode="nearest"), F.interpolate(x, size=(3, 5), mode="bilinear", align_corners=False),
            F.interpolate(x, size=(3, 5), mode="bilinear", align_corners=True), F.interpolate(x, scale_factor=1.5, mode="bicubic").mul(1000).round().div(1000),
            F.interpolate(x, size=(5, 3), mode="nearest-exact"), F.interpolate(x, size=(1, 1), mode="area"),
            F.interpolate(x, scale_factor=0.5, mode="bilinear", recompute_scale_factor=True)]


x = torch.arange(16.0).reshape(1, 1, 4, 4)
for t in interp(x):
    print(t.shape)
    print(torch.round(t, decimals=4))
y = torch.tensor([[[1.0, 2.0, 4.0]]])
print(F.interpolate(y, size=5, mode="linear"), F.interpolate(y, scale_factor=2.0, mode="nearest"), F.interpolate(y, size=4, mode="linear", align_corners=True))
print(F.upsample(y, size=6) if hasattr(F, "upsample") else "")
z = torch.arange(6.0).reshape(1, 2, 3)
print(F.pad(z, (1, 2)), F.pad(z, (2, 1), mode="reflect"), F.pad(z, (1, 1), mode="replicate"), F.pad(z, (2, 2), mode="circular"))
print(F.pad(z, (1, 0, 0, 1), value=-1.0), F.pad(z, (0, 0, 1, 1, 1, 0)).shape, F.pad(z, (-1, 1)))
print(F.pad(torch.arange(9.0).reshape(1, 1, 3, 3), (1, 1, 2, 0), mode="reflect"))
print(F.pad(torch.arange(4).reshape(2, 2), (1, 1), value=7))
