# The 3-D layers (video and medical-imaging models): convolution, transposed
# convolution, pooling with indices, adaptive pooling, batch and instance
# norm on 5-D inputs, and F.interpolate over volumes, scripted and eager.
# Values are printed at 1e-3 so BLAS and SIMD rounding cannot show.
from typing import Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F


def show(name: str, t: torch.Tensor):
    t = t.detach()
    print(name, list(t.shape), (t * 1000).round().div(1000).reshape(-1)[:12].tolist(),
          round(float(t.double().sum()), 2))


class Net3d(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv3d(2, 4, 3, padding=1)
        self.bn = nn.BatchNorm3d(4)
        self.pool = nn.MaxPool3d(2)
        self.down = nn.Conv3d(4, 6, (1, 3, 3), stride=(1, 2, 2), dilation=(1, 1, 2), padding=(0, 1, 2), groups=2)
        self.norm = nn.InstanceNorm3d(6, affine=True)
        self.up = nn.ConvTranspose3d(6, 3, 2, stride=2, padding=(1, 0, 0), output_padding=(1, 0, 1))
        self.avg = nn.AvgPool3d((1, 2, 2), stride=1, padding=(0, 1, 0), count_include_pad=False)
        self.head = nn.AdaptiveAvgPool3d((1, 2, 3))

    def forward(self, x) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        y = self.pool(torch.relu(self.bn(self.conv(x))))
        z = self.norm(self.down(y))
        u = self.avg(self.up(z))
        return y, u, self.head(u)


torch.manual_seed(0)
net = Net3d().eval()
net.bn.running_mean.uniform_(-0.5, 0.5)
net.bn.running_var.uniform_(0.5, 2.0)
x = torch.arange(2 * 2 * 6 * 7 * 8, dtype=torch.float32).reshape(2, 2, 6, 7, 8).mul(0.37).sin()
scripted = torch.jit.script(net)
for label, m in [("eager", net), ("script", scripted)]:
    y, u, h = m(x)
    show(label + " pooled", y)
    show(label + " up", u)
    show(label + " head", h)

# Training-mode batch norm over a volume batch.
bn = nn.BatchNorm3d(2)
show("bn train", bn(x))
print("running", (bn.running_mean * 1000).round().tolist(), (bn.running_var * 1000).round().tolist())


@torch.jit.script
def pools(x: torch.Tensor):
    v, i = F.max_pool3d_with_indices(x, (2, 3, 3), (1, 2, 2), (1, 1, 0), (1, 1, 2), True)
    a = F.avg_pool3d(x, 3, 2, 1, ceil_mode=True, divisor_override=5)
    mv, mi = F.adaptive_max_pool3d_with_indices(x, (4, 3, 5))
    return v, i, a, F.adaptive_avg_pool3d(x, (4, 3, 5)), F.adaptive_avg_pool3d(x, 1), mv, mi


v, i, a, aa, a1, mv, mi = pools(x)
show("max3d", v)
print("max3d idx", i.reshape(-1)[:16].tolist())
show("avg3d", a)
show("adaptive avg", aa)
show("adaptive avg 1", a1)
show("adaptive max", mv)
print("adaptive max idx", mi.reshape(-1)[:16].tolist())
nan = float("nan")
w = torch.tensor([[[[[1.0, nan], [3.0, -float("inf")]], [[nan, 2.0], [0.5, 4.0]]]]])
print(F.max_pool3d_with_indices(w, 2))
print(F.adaptive_max_pool3d_with_indices(torch.full((1, 1, 2, 2, 2), -float("inf")), 1))


@torch.jit.script
def resize(x: torch.Tensor):
    a = F.interpolate(x, scale_factor=(1.5, 2.0, 0.75), mode="trilinear", align_corners=False)
    b = F.interpolate(x, size=(3, 9, 5), mode="trilinear", align_corners=True)
    c = F.interpolate(x, scale_factor=2.0, mode="nearest")
    d = F.interpolate(x, size=(4, 5, 11), mode="nearest-exact")
    e = F.interpolate(x, size=(3, 4, 4), mode="area")
    return a, b, c, d, e


for n, t in zip("abcde", resize(x)):
    show("resize " + n, t)

img = torch.arange(2 * 3 * 17 * 23, dtype=torch.float32).reshape(2, 3, 17, 23).mul(0.71).cos()


@torch.jit.script
def antialias(img: torch.Tensor):
    a = F.interpolate(img, size=(7, 9), mode="bilinear", antialias=True)
    b = F.interpolate(img, size=(5, 30), mode="bicubic", antialias=True, align_corners=True)
    c = F.interpolate(img, scale_factor=0.4, mode="bilinear", antialias=True)
    return a, b, c


for n, t in zip("abc", antialias(img)):
    show("antialias " + n, t)
print(F.interpolate(img, size=(6, 6), mode="bicubic", antialias=True).shape)
print(nn.Conv3d(2, 4, 3, stride=2), nn.MaxPool3d(2), nn.AdaptiveAvgPool3d((1, 2, 2)), nn.BatchNorm3d(3))
print(nn.ConvTranspose3d(2, 4, 3), nn.AvgPool3d(3), nn.AdaptiveMaxPool3d(1), nn.InstanceNorm3d(2))
