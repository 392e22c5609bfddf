# Special functions compute float inputs in float (ATen's calc_digamma(float),
# calc_i0<float>, entr<float>), not by rounding a double result, and
# deg2rad/rad2deg are a mul by a scalar that half types round first.
import torch
xs = [-2.5, -0.5, -1e-3, 1e-8, 0.0, -0.0, 0.37, 1.3, 3.7, 9.99, 10.0, 27.5, 1e20, float("inf"), -3.0, -7.25]
for dt in (torch.float32, torch.float64):
    x = torch.tensor(xs, dtype=dt)
    print(dt, torch.digamma(x).tolist())
    print(torch.special.entr(x).tolist())
print(torch.i0(torch.tensor([0.25, 1.3, 3.7, 7.9, 9.2, -0.7, 0.0, 50.0])).tolist())
print(torch.i0(torch.tensor([0.25, 1.3, 3.7, 7.9, 9.2, -0.7, 0.0, 50.0], dtype=torch.float64)).tolist())
h = torch.tensor([-6.75, 1.5, 100.0, 33.3, 270.0], dtype=torch.half)
print(torch.deg2rad(h), torch.rad2deg(h), torch.deg2rad(h.bfloat16()), torch.rad2deg(h.bfloat16()))
f = torch.tensor([-6.75, 1.5, 100.0, 33.3, 270.0, 1e-3])
print(torch.deg2rad(f).tolist(), torch.rad2deg(f).tolist())
print(torch.deg2rad(torch.tensor([180])), torch.rad2deg(torch.tensor([True])))
try:
    torch.deg2rad(torch.tensor([1j]))
except RuntimeError as e:
    print(e)
