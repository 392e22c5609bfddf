# F.grid_sample with mode="bicubic" on 4-D inputs: the 4x4 taps around each
# point, every padding mode (taps mapped through border clipping or
# reflection), both align_corners, float and double, NaN coordinates. The
# kernel's last bits depend on PyTorch's SIMD path: values print rounded.
import torch
import torch.nn.functional as F


def show(t):
    return [round(v, 4) for v in t.flatten().tolist()]


torch.manual_seed(0)
x = torch.randn(2, 3, 5, 7)
g = torch.rand(2, 4, 6, 2) * 2.6 - 1.3
for pad in ["zeros", "border", "reflection"]:
    for ac in [False, True]:
        y = F.grid_sample(x, g, mode="bicubic", padding_mode=pad, align_corners=ac)
        yd = F.grid_sample(x.double(), g.double(), mode="bicubic", padding_mode=pad, align_corners=ac)
        print(pad, ac, y.shape, round(y.sum().item(), 3), show(y[0, 1, 2]), show(yd[1, 2, 3]))


@torch.jit.script
def warp(img: torch.Tensor, theta: torch.Tensor) -> torch.Tensor:
    grid = F.affine_grid(theta, [img.size(0), img.size(1), 6, 5], align_corners=False)
    return F.grid_sample(img, grid, mode="bicubic", padding_mode="reflection", align_corners=False)


theta = torch.tensor([[[0.8, 0.3, 0.1], [-0.2, 1.1, -0.05]]]).expand(2, 2, 3)
print(show(warp(x, theta)[1, 0]))
odd = torch.tensor([[[[float("nan"), 0.0], [5.0, -7.0]], [[1e20, 0.5], [-0.999, 0.999]]]]).expand(2, 2, 2, 2)
for pad in ["zeros", "border", "reflection"]:
    print(pad, show(F.grid_sample(x, odd, mode="bicubic", padding_mode=pad, align_corners=True)[:, 0]))
one = torch.arange(3.0).reshape(1, 1, 1, 3)
print(show(F.grid_sample(one, torch.tensor([[[[0.3, 0.2], [-1.0, 1.0]]]]), mode="bicubic", padding_mode="reflection", align_corners=False)))
