# Eager-mode operators on quantized tensors (PyTorch's QuantizedCPU kernels):
# each result's dtype, shape, quantizer and a checksum of its integers.
import torch
import torch.nn.functional as F
torch.backends.quantized.engine = "onednn"
a = torch.arange(2 * 3 * 7 * 5, dtype=torch.float32).reshape(2, 3, 7, 5).mul(0.618).sin() * 4
x = torch.quantize_per_tensor(a, 0.05, 120, torch.quint8)
tests = {
    "relu": lambda t: F.relu(t), "relu6": lambda t: F.relu6(t), "hardtanh": lambda t: F.hardtanh(t, -1.0, 1.5),
    "leaky": lambda t: F.leaky_relu(t, 0.2), "sigmoid": lambda t: torch.sigmoid(t), "tanh": lambda t: torch.tanh(t),
    "hardsigmoid": lambda t: F.hardsigmoid(t), "gelu": lambda t: F.gelu(t),
    "clamp": lambda t: torch.clamp(t, -0.5, 0.7),
    "mean": lambda t: t.mean([2, 3]), "mean_keep": lambda t: t.mean(3, keepdim=True),
    "maxpool": lambda t: F.max_pool2d(t, 3, 2, 1), "maxpool1d": lambda t: F.max_pool1d(t.flatten(2), 3, 2),
    "avgpool": lambda t: F.avg_pool2d(t, 2, ceil_mode=True), "adapt": lambda t: F.adaptive_avg_pool2d(t, (3, 2)),
    "adapt1d": lambda t: F.adaptive_avg_pool1d(t.flatten(2), 4), "upnear": lambda t: F.interpolate(t, scale_factor=2),
    "upbil": lambda t: F.interpolate(t, size=(9, 4), mode="bilinear"), "topk": lambda t: torch.topk(t.flatten(), 5)[0],
    "cat": lambda t: torch.cat([t, t], 1), "sort": lambda t: torch.sort(t.flatten())[0],
    "max": lambda t: torch.max(t), "min": lambda t: torch.min(t), "add_scalar": lambda t: t + 0.5,
    "mul_scalar": lambda t: t * 2.0, "channel_shuffle": lambda t: F.channel_shuffle(torch.cat([t, t], 1), 2),
    "pixel_shuffle": lambda t: F.pixel_shuffle(torch.cat([t] * 4, 1), 2), "dropout": lambda t: F.dropout(t, 0.5, False),
    "upnear3d": lambda t: F.interpolate(t.unsqueeze(0), scale_factor=2),
    "threshold": lambda t: F.threshold(t, 0.1, 0.0),
    "equal": lambda t: torch.equal(t, t), "flatten": lambda t: torch.flatten(t, 1), "chunk": lambda t: t.chunk(2, 2)[1].contiguous(),
}
for name, f in tests.items():
    try:
        y = f(x)
        if isinstance(y, torch.Tensor) and y.is_quantized:
            r = y.int_repr().reshape(-1)
            print(name, y.dtype, tuple(y.shape), y.q_scale(), y.q_zero_point(), r.sum().item(), (r.long() * torch.arange(r.numel())).sum().item())
        else:
            print(name, "plain", y if not isinstance(y, torch.Tensor) else (y.dtype, y.sum().item()))
    except Exception as e:
        print(name, "ERR", type(e).__name__, str(e).split("\n")[0][:80])
