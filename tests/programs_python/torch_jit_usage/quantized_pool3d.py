# Volumes and images through quantized avg_pool3d/2d (padding, ceil_mode,
# divisor_override), adaptive_avg_pool3d and nearest 3-D upsampling.
import torch
import torch.nn.functional as F
a = torch.arange(2 * 3 * 5 * 7 * 6, dtype=torch.float32).reshape(2, 3, 5, 7, 6).mul(0.618).sin() * 4
x = torch.quantize_per_tensor(a, 0.05, 120, torch.quint8)
for name, f in [("avg", lambda t: F.avg_pool3d(t, 2)), ("avg_s", lambda t: F.avg_pool3d(t, (3, 2, 3), (2, 1, 2), (1, 1, 0))),
                ("avg_ceil", lambda t: F.avg_pool3d(t, 2, ceil_mode=True, count_include_pad=False)),
                ("avg_div", lambda t: F.avg_pool3d(t, 3, 2, 1, divisor_override=5)),
                ("adapt", lambda t: F.adaptive_avg_pool3d(t, (2, 3, 4))), ("adapt1", lambda t: F.adaptive_avg_pool3d(t, 1)),
                ("near", lambda t: F.interpolate(t, scale_factor=(1.5, 2, 1))), ("avg2d", lambda t: F.avg_pool2d(t[0], 3, 2, 1))]:
    y = f(x)
    r = y.int_repr().reshape(-1).long()
    print(name, tuple(y.shape), y.q_scale(), y.q_zero_point(), r.sum().item(), (r * torch.arange(r.numel())).sum().item())
