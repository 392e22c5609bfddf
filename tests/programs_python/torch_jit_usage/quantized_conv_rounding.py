# quantized conv2d/linear on PyTorch's default oneDNN engine add the output
# zero point before rounding: 0.5 + 3 rounds to 4 (half to even), not
# round(0.5) + 3 = 3. Integer inputs and weights make every product exact.
import torch
import torch.nn as nn


class TieConv(nn.Module):
    def forward(self, x: torch.Tensor, scale: float, zero_point: int):
        q = torch.quantize_per_tensor(x, 1.0, 0, torch.quint8)
        w = torch.quantize_per_tensor(torch.ones(2, 1, 1, 1) * torch.tensor([1.0, -1.0]).reshape(2, 1, 1, 1),
                                      1.0, 0, torch.qint8)
        packed = torch.ops.quantized.conv2d_prepack(w, torch.tensor([0.0, 0.5]), [1, 1], [0, 0], [1, 1], 1)
        y = torch.ops.quantized.conv2d(q, packed, scale, zero_point)
        yr = torch.ops.quantized.conv2d_relu(q[:, :, 1:], packed, scale, zero_point)
        lw = torch.quantize_per_tensor(torch.tensor([[1.0], [-1.0]]), 1.0, 0, torch.qint8)
        lp = torch.ops.quantized.linear_prepack(lw, torch.tensor([0.0, 0.5]))
        z = torch.ops.quantized.linear(q.reshape(-1, 1), lp, scale, zero_point)
        return y.int_repr(), yr.int_repr(), z.int_repr()


torch.backends.quantized.engine = "onednn"
m = torch.jit.script(TieConv())
# oneDNN caches a primitive per input shape with its first output scale and
# zero point (and fused ReLU): one shape per case and operator.
for w, (scale, zp) in enumerate([(2.0, 3), (2.0, 4), (4.0, 7), (2.0, 250), (0.5, 9)]):
    x = torch.arange(3.0 * (w + 2)).reshape(1, 1, 3, w + 2)
    for t in m(x, scale, zp):
        print(scale, zp, t.reshape(-1).tolist())
