# torch._C._nn and torch.ops.aten at the Python level: the backend-named nn
# kernels, rrelu_with_noise (which writes its slopes into noise), and
# Tensor.view(dtype).
import torch

torch.manual_seed(0)
N = torch._C._nn
x2 = torch.randn(1, 2, 5, 5, requires_grad=True)
w2 = torch.randn(3, 2, 2, 2)
for name, out in (("thnn_conv2d", N.thnn_conv2d(x2, w2, [2, 2])),
                  ("slow_conv_dilated2d", N.slow_conv_dilated2d(x2, w2, [2, 2], None, 1, 0, 2)),
                  ("slow_conv_transpose2d", N.slow_conv_transpose2d(x2, w2.transpose(0, 1), [2, 2])),
                  ("conv_tbc", torch.conv_tbc(x2[0], torch.randn(2, 5, 4), torch.randn(4), 1))):
    x2.grad = None
    out.pow(2).sum().backward()
    print(name, out.shape, out.grad_fn.name(), round(x2.grad.abs().sum().item(), 2))

x3 = torch.randn(1, 2, 4, 4, 4, requires_grad=True)
w3 = torch.randn(3, 2, 2, 2, 2)
out = N.slow_conv3d(x3, w3, [2, 2, 2])
out.sum().backward()
print(out.shape, out.grad_fn.name(), round(x3.grad.abs().sum().item(), 2))
print(torch.allclose(out, torch.conv3d(x3, w3), atol=1e-5))
p = N.reflection_pad3d(x3, [1, 1, 1, 1, 1, 1])
print(p.grad_fn.name(), N.replication_pad3d(x3, [0, 1, 0, 1, 0, 1]).shape)
print(torch.ops.aten.upsample_bicubic2d(x2, [7, 7], False).grad_fn.name())

a = torch.tensor([-1.0, 2.0, -3.0, 4.0, -0.5], requires_grad=True)
noise = torch.zeros(5)
r = N.rrelu_with_noise(a, noise, 0.1, 0.3, True)
print(r.grad_fn.name())
print(torch.equal(noise[a.detach() > 0], torch.ones(2)), bool(((noise >= 0.1) & (noise <= 0.3)).all()))
print(torch.allclose(r, a * noise))
r.sum().backward()
print(torch.equal(a.grad, noise))
e = N.rrelu_with_noise(a.detach(), torch.zeros(5), 0.1, 0.3, False)
print(e)

f = torch.tensor([1.0, -2.0, 0.5, 3.0])
print(f.view(torch.int32), f.view(torch.int16), f.view(torch.float64))
try:
    f[:3].view(torch.float64)
except RuntimeError as err:
    print("RuntimeError:", err)
