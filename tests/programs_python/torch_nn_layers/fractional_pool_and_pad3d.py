# Fractional max pooling (F.fractional_max_pool2d/3d, nn.FractionalMaxPool2d/3d)
# and the 5-D reflect/replicate pads, with their gradients.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3, 7, 6)
y = F.fractional_max_pool2d(x, 2, output_size=(4, 3))
print(y.shape, round(y.sum().item(), 3))
y, i = F.fractional_max_pool2d(x, (2, 3), output_ratio=0.5, return_indices=True)
print(y.shape, i[0, 0])
m = nn.FractionalMaxPool2d(3, output_ratio=(0.5, 0.5))
print(m)
print(m(x).shape)
m3 = nn.FractionalMaxPool3d(2, output_size=(2, 3, 2), return_indices=True)
v, idx = m3(torch.randn(1, 2, 4, 5, 6))
print(v.shape, idx[0, 1])
fixed = nn.FractionalMaxPool2d(2, output_size=3, _random_samples=torch.rand(2, 3, 2))
print(torch.equal(fixed(x), fixed(x)), list(dict(fixed.named_buffers())))

xg = x.clone().requires_grad_(True)
out = F.fractional_max_pool2d(xg, 2, output_size=3)
print(out.grad_fn.name())
out.sum().backward()
print(xg.grad.sum().item(), xg.grad[0, 0])
vol = torch.randn(1, 2, 4, 5, 6, requires_grad=True)
o3 = F.fractional_max_pool3d(vol, 2, output_ratio=0.5)
print(o3.shape, o3.grad_fn.name())
(o3 * 2).sum().backward()
print(vol.grad.sum().item())

for bad in (lambda: nn.FractionalMaxPool2d(2), lambda: nn.FractionalMaxPool2d(2, output_ratio=1.5),
            lambda: nn.FractionalMaxPool2d(2, output_size=2, output_ratio=0.5),
            lambda: F.fractional_max_pool2d(x, 2)):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)

scripted = torch.jit.script(nn.FractionalMaxPool2d(2, output_size=3))
print(scripted(x).shape)

v5 = torch.arange(2 * 2 * 3 * 3 * 3, dtype=torch.float).reshape(2, 2, 3, 3, 3)
for mode in ("reflect", "replicate", "circular"):
    p = F.pad(v5, (1, 1, 2, 0, 1, 2), mode=mode)
    print(mode, p.shape, p.sum().item())
print(F.pad(v5.half(), (1, 1, 1, 1, 1, 1), mode="reflect").dtype)
for dt in (torch.half, torch.long):
    try:
        F.pad(v5.to(dt), (1, 1, 1, 1, 1, 1), mode="replicate")
    except RuntimeError as e:
        print("RuntimeError:", e)
g = v5.clone().requires_grad_(True)
r = F.pad(g, (1, 1, 1, 1, 1, 1), mode="reflect")
r.pow(2).sum().backward()
print(g.grad[0, 0])
print(nn.ReplicationPad3d(1), nn.ReplicationPad3d((1, 0, 2, 0, 1, 1))(v5).shape)

up = F.interpolate(torch.randn(1, 1, 3, 4), scale_factor=2, mode="bicubic", align_corners=True)
print(up.shape, round(up.sum().item(), 3))
