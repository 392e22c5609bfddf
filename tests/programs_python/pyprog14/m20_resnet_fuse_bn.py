import torch
import torch.nn as nn


def fuse_conv_bn(conv, bn):
    fused = nn.Conv2d(conv.in_channels, conv.out_channels, conv.kernel_size, conv.stride, conv.padding, bias=True)
    w = conv.weight.clone()
    b = conv.bias.clone() if conv.bias is not None else torch.zeros(conv.out_channels)
    std = torch.sqrt(bn.running_var + bn.eps)
    fused.weight.data = w * (bn.weight / std).reshape(-1, 1, 1, 1)
    fused.bias.data = (b - bn.running_mean) * bn.weight / std + bn.bias
    return fused


torch.manual_seed(0)
conv = nn.Conv2d(3, 4, 3, padding=1, bias=False)
bn = nn.BatchNorm2d(4)
seq = nn.Sequential(conv, bn)
seq.train()
for _ in range(5):
    seq(torch.randn(4, 3, 5, 5))
seq.eval()
print(bn.num_batches_tracked.item(), torch.round(bn.running_mean, decimals=3))
fused = fuse_conv_bn(conv, bn)
x = torch.randn(2, 3, 5, 5)
with torch.no_grad():
    d = (seq(x) - fused(x)).abs().max().item()
print(d < 1e-4)
f2 = torch.nn.utils.fusion.fuse_conv_bn_eval(conv, bn)
with torch.no_grad():
    print((f2(x) - seq(x)).abs().max().item() < 1e-4)
print(type(f2).__name__, f2.bias is not None)
lin = nn.Linear(3, 2).eval()
bn1 = nn.BatchNorm1d(2).eval()
bn1.running_mean.fill_(0.5)
bn1.running_var.fill_(4.0)
fl = torch.nn.utils.fusion.fuse_linear_bn_eval(lin, bn1)
xx = torch.randn(5, 3)
print((fl(xx) - bn1(lin(xx))).abs().max().item() < 1e-5)
for p in seq.parameters():
    p.requires_grad_(False)
print([p.requires_grad for p in seq.parameters()], seq.training, fused.training)
