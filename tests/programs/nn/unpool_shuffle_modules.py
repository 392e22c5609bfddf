import torch
import torch.nn as nn
import torch.nn.functional as F
x = (torch.arange(32).float().reshape(1, 2, 4, 4) * 7 % 11) / 4
v, i = F.max_pool2d_with_indices(x, 2)
print(F.max_unpool2d(v, i, 2))
print(F.max_unpool2d(v, i, 2, output_size=[5, 5]))
v1, i1 = F.max_pool1d_with_indices(x[0], 2)
print(F.max_unpool1d(v1, i1, 2))
print(F.channel_shuffle(torch.arange(6).reshape(1, 6, 1, 1), 3).flatten())


@torch.jit.script
def unpool(x: torch.Tensor):
    v, i = F.max_pool2d_with_indices(x, 2)
    return F.max_unpool2d(v, i, [2, 2]), F.channel_shuffle(x, 2).sum()


print(unpool(x))
v2, i2 = F.max_pool2d_with_indices(x, 2)
print(nn.MaxUnpool2d(2)(v2, i2), nn.ChannelShuffle(2)(x).sum())
print(nn.Fold((4, 4), 2)(nn.Unfold(2)(x)).equal(x * 0 + nn.Fold((4, 4), 2)(nn.Unfold(2)(x))), nn.Unfold((2, 3))(x).shape)
print(nn.Upsample(size=(2, 3))(x).shape)
print(nn.LPPool2d(2, 2)(x))
print(nn.UpsamplingBilinear2d(scale_factor=2)(x).shape, nn.UpsamplingNearest2d(size=(3, 3))(x))
