# Backend-named nn operators from script code: torch._C._nn / torch.ops.aten
# forms of the 3-d pads, explicit-size bicubic upsampling, fractional max
# pooling, the slow_conv*/thnn_conv2d kernels and conv_tbc.
import torch
from typing import List


@torch.jit.script
def pads(x):
    return (torch._C._nn.reflection_pad3d(x, [1, 1, 2, 0, 1, 2]),
            torch.ops.aten.replication_pad3d(x, [1, 0, 0, 2, 1, 1]))


@torch.jit.script
def frac2(x, s):
    return torch._C._nn.fractional_max_pool2d(x, [2, 2], [3, 3], s)


@torch.jit.script
def frac3(x, s):
    return torch._C._nn.fractional_max_pool3d(x, [2, 2, 2], [2, 3, 3], s)


@torch.jit.script
def bicubic(x):
    return (torch._C._nn.upsample_bicubic2d(x, [5, 7], True),
            torch._C._nn.upsample_bicubic2d(x, [5, 7], False, 2.0, 3.0))


@torch.jit.script
def convs(x, w):
    return (torch._C._nn.thnn_conv2d(x, w, [2, 2], None, 1, 1),
            torch._C._nn.slow_conv_dilated2d(x, w, [2, 2], None, 1, 0, 2),
            torch._C._nn.slow_conv_transpose2d(x, w.transpose(0, 1), [2, 2], None, 2, 0, 1))


@torch.jit.script
def convs3d(x, w):
    return (torch._C._nn.slow_conv3d(x, w, [2, 2, 2]),
            torch._C._nn.slow_conv_dilated3d(x, w, [2, 2, 2], None, 1, 1, 2),
            torch._C._nn.slow_conv_transpose3d(x, w.transpose(0, 1), [2, 2, 2]))


@torch.jit.script
def tbc(x, w, b):
    return torch.conv_tbc(x, w, b, 1)


def show(t):
    print(t.shape, torch.round(t * 1000) / 1000)


def attempt(f, *args):
    try:
        f(*args)
    except Exception as e:
        print(type(e).__name__, str(e).strip().splitlines()[-1])


torch.manual_seed(0)
x = torch.arange(2 * 2 * 3 * 3 * 3, dtype=torch.float).reshape(2, 2, 3, 3, 3)
a, b = pads(x)
print(a.shape, a.sum(), b.shape, b.sum())
print(a[1, 1, 0])
print(b[0, 1, :, 0])
print(pads(x[0])[0].shape)

img = torch.randn(2, 2, 5, 5)
v, i = frac2(img, torch.rand(2, 2, 2))
print(v.shape, i)
print(torch.equal(v, img.flatten(2).gather(2, i.flatten(2)).view_as(v)))
vol = torch.randn(1, 2, 4, 5, 6)
v3, i3 = frac3(vol, torch.rand(1, 2, 3))
print(v3.shape, i3)
print(frac2(img[0], torch.rand(1, 2, 2))[1])

small = torch.randn(1, 2, 3, 4)
p, q = bicubic(small)
show(p)
show(q)

w = torch.randn(3, 2, 2, 2)
for c in convs(img, w):
    print(c.shape)
c1, c2, c3 = convs(img, w)
print(torch.allclose(c1, torch.conv2d(img, w, None, 1, 1), atol=1e-5),
      torch.allclose(c2, torch.conv2d(img, w, None, 1, 0, 2), atol=1e-5),
      torch.allclose(c3, torch.conv_transpose2d(img, w.transpose(0, 1), None, 2, 0, 1), atol=1e-5))
w3 = torch.randn(3, 2, 2, 2, 2)
for c in convs3d(vol, w3):
    print(c.shape)
print(torch.allclose(convs3d(vol, w3)[0], torch.conv3d(vol, w3), atol=1e-5))
t = tbc(torch.randn(5, 2, 3), torch.randn(2, 3, 4), torch.randn(4))
print(t.shape)

attempt(pads, x[0, 0])
attempt(lambda: torch._C._nn.reflection_pad3d(x, [3, 1, 1, 1, 1, 1]))
attempt(lambda: torch._C._nn.reflection_pad3d(x, [1, 1, 1]))
attempt(lambda: torch._C._nn.reflection_pad3d(x.long(), [1, 1, 1, 1, 1, 1]))
attempt(lambda: torch._C._nn.replication_pad3d(x.long(), [1, 1, 1, 1, 1, 1]))
attempt(frac2, img, torch.rand(2, 2, 2).double())
attempt(frac2, img.long(), torch.rand(2, 2, 2))
attempt(frac2, img[0, 0], torch.rand(2, 2, 2))
attempt(frac2, img[:, :, :3], torch.rand(2, 2, 2))
attempt(frac3, vol[:, :, :3], torch.rand(1, 2, 3))
attempt(frac3, vol[:, :, :, :3], torch.rand(1, 2, 3))
attempt(lambda: torch._C._nn.fractional_max_pool2d(img, [2, 2, 2], [3, 3], torch.rand(2, 2, 2)))
attempt(bicubic, small[0])
attempt(tbc, torch.randn(5, 2, 3), torch.randn(2, 4, 4), torch.randn(4))


@torch.jit.script
def dense(x):
    return x.to_dense() is x, x.to_dense(torch.float64).dtype


print(dense(torch.ones(2, 3)))
