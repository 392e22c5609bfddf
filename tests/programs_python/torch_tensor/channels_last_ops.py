# Which ops keep a channels-last layout (PyTorch 1.13's CPU kernels allocate
# their results in the input's suggested memory format) and which answer
# contiguously: strides must match, not only values.
import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.arange(2 * 4 * 6 * 6, dtype=torch.float32).mul(0.618).sin().reshape(2, 4, 6, 6)
d = x.contiguous(memory_format=torch.channels_last)


def show(name, t):
    print(name, t.stride(), t.is_contiguous(memory_format=torch.channels_last))


with torch.no_grad():
    show("conv", F.conv2d(d, torch.ones(3, 4, 3, 3)))
    show("conv 1x1 one image", F.conv2d(d[:1], torch.ones(3, 4, 1, 1)))
    show("conv depthwise", F.conv2d(d, torch.ones(4, 1, 3, 3), groups=4))
    show("conv double", F.conv2d(d.double(), torch.ones(3, 4, 3, 3).double()))
    conv = nn.Conv2d(4, 8, 3).to(memory_format=torch.channels_last)
    show("conv channels-last weight", conv(x))
    show("conv_transpose", F.conv_transpose2d(d, torch.ones(4, 2, 3, 3)))
    show("batch_norm", F.batch_norm(d, torch.zeros(4), torch.ones(4), torch.ones(4), torch.zeros(4)))
    show("batch_norm train", F.batch_norm(d, torch.zeros(4), torch.ones(4), training=True))
    show("group_norm", F.group_norm(d, 2))
    show("instance_norm", F.instance_norm(d))
    show("layer_norm", F.layer_norm(d, [6]))
    for name, f in [("relu", F.relu), ("hardswish", F.hardswish), ("hardsigmoid", F.hardsigmoid),
                    ("silu", F.silu), ("leaky_relu", F.leaky_relu), ("elu", F.elu), ("gelu", F.gelu),
                    ("mish", F.mish), ("softplus", F.softplus), ("relu6", F.relu6), ("sigmoid", torch.sigmoid),
                    ("logsigmoid", F.logsigmoid), ("softmax", lambda t: F.softmax(t, 1)),
                    ("log_softmax", lambda t: F.log_softmax(t, 1)), ("glu", lambda t: F.glu(t, 1))]:
        show(name, f(d))
    show("add scalar", d + 1)
    show("add contiguous", d + x)
    show("contiguous add", x + d)
    show("masked_fill", d.masked_fill(d > 0, 1.0))
    show("lerp", torch.lerp(d, x, 0.3))
    show("lerp tensor weight", torch.lerp(x, d, torch.full_like(x, 0.7)))
    show("max_pool2d", F.max_pool2d(d, 2))
    show("max_pool2d indices", F.max_pool2d(d, 2, return_indices=True)[1])
    show("avg_pool2d", F.avg_pool2d(d, 2))
    pooled = F.adaptive_avg_pool2d(d, 1)
    show("adaptive_avg_pool2d 1", pooled)
    show("conv of pooled", F.conv2d(pooled, torch.ones(3, 4, 1, 1)))
    show("adaptive_avg_pool2d 3", F.adaptive_avg_pool2d(d, 3))
    show("adaptive_max_pool2d", F.adaptive_max_pool2d(d, 3)[0])
    show("nearest", F.interpolate(d, scale_factor=2.0))
    show("bilinear", F.interpolate(d, size=(5, 7), mode="bilinear", align_corners=True))
    show("bicubic", F.interpolate(d, size=(5, 7), mode="bicubic"))
    show("antialias", F.interpolate(d, size=(3, 4), mode="bilinear", antialias=True))
    show("cat", torch.cat([d, d], 1))
    show("cat mixed", torch.cat([d, x], 1))
    show("stack", torch.stack([d, d]))
    show("pad", F.pad(d, [1, 1, 1, 1]))
    show("pixel_shuffle", F.pixel_shuffle(d, 2))
    show("pixel_unshuffle", F.pixel_unshuffle(d, 2))
    show("channel_shuffle", F.channel_shuffle(d, 2))
    v = torch.arange(2 * 4 * 3 * 4 * 5, dtype=torch.float32).cos().reshape(2, 4, 3, 4, 5)
    vc = v.contiguous(memory_format=torch.channels_last_3d)
    print("conv3d", F.conv3d(vc, torch.ones(3, 4, 2, 2, 2)).stride())
    print("max_pool3d", F.max_pool3d(vc, 2).stride())
    print("trilinear", F.interpolate(vc, scale_factor=2.0, mode="trilinear").stride())
    print("batch_norm 3d", F.batch_norm(vc, torch.zeros(4), torch.ones(4)).stride())
    torch.manual_seed(0)
    net = nn.Sequential(nn.Conv2d(4, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2),
                        nn.Conv2d(8, 4, 1, groups=2), nn.Hardswish(), nn.AdaptiveAvgPool2d(1)).eval()
    y = net(d)
    show("net", y)
    print(torch.round(y.flatten(), decimals=3))
    scripted = torch.jit.script(net)
    show("scripted net", scripted(d))
    # TensorIterator layouts: a size-1 dim that is not broadcast keeps its
    # stride in the ordering; composites (complex, xlogy) follow the
    # inputs; pow(Scalar, Tensor) is contiguous; a resized out= takes the
    # result's layout.
    s = d[:, :3]
    show("size-1 channel", d[:, :1] + 1)
    show("size-1 channel + contiguous", d[:, :1] + x[:, :1])
    show("size-1 channel where", torch.where(d[:, :1] > 0, d[:, :1], 0.0))
    show("size-1 channel to double", d[:, :1].double())
    show("sliced add", s * 2)
    show("complex", torch.complex(d, x))
    show("view_as_real complex", torch.view_as_real(torch.complex(d, d)))
    show("xlogy", torch.xlogy(d.abs(), x.abs()))
    show("pow scalar base", torch.pow(2.0, d))
    show("out= empty", torch.add(d, x, out=torch.empty(0)))
    show("out= same shape", torch.add(d, x, out=torch.empty(2, 4, 6, 6)))
    show("mul out= empty", torch.mul(d, 2, out=torch.empty(0)))
    show("where", torch.where(d > 0, d, x))
    show("where contiguous cond", torch.where(x > 0, d, x))
    show("clamp tensor", torch.clamp(d, min=torch.zeros(1, 4, 1, 1)))
    show("to int", d.to(torch.int32))
    show("add_ contiguous by channels-last", x.clone().add_(d))
    show("add_ channels-last by broadcast", d.clone().add_(torch.ones(4, 1, 1)))
    # Floating functions computed elementwise by a shared helper.
    show("copysign", torch.copysign(d, x))
    show("logaddexp", torch.logaddexp(d, x))
    show("nextafter", torch.nextafter(d, x))
    show("logit", d.sigmoid().logit())
    show("i0", d.i0())
    show("sinc", d.sinc())
    show("digamma", (d + 2).digamma())
    show("signbit", d.signbit())
