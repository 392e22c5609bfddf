import torch
import torch.nn.functional as F


@torch.jit.script
def convs(x: torch.Tensor, w: torch.Tensor):
    same_even = F.conv1d(x, w[:, :, :2], padding="same")
    valid = F.conv1d(x, w, padding="valid", stride=2)
    unbatched = F.conv1d(x[0], w, None, 1, 1)
    tr = F.conv_transpose1d(x, w.transpose(0, 1), stride=3, padding=1, output_padding=2)
    return same_even, valid, unbatched, tr


@torch.jit.script
def conv2(x: torch.Tensor, w: torch.Tensor):
    a = F.conv2d(x, w, padding="same", dilation=2)
    b = F.conv2d(x, w, stride=(2, 1), padding=(1, 0))
    c = F.conv_transpose2d(x, w.transpose(0, 1), groups=1, stride=(1, 2), dilation=(2, 1))
    return a.shape, a, b, c.shape, c.sum()


@torch.jit.script
def pools(x: torch.Tensor):
    v, i = F.max_pool1d_with_indices(x, 3, 2, 1, ceil_mode=True)
    a = F.avg_pool1d(x, 2, ceil_mode=True, count_include_pad=False)
    b = F.avg_pool2d(x.unsqueeze(0), 2, divisor_override=3)
    c, ci = F.adaptive_max_pool2d_with_indices(x.unsqueeze(0), [2, 3])
    d = F.adaptive_max_pool1d(x, 3)
    e = F.adaptive_avg_pool1d(x, 4)
    f = F.max_pool2d(x.unsqueeze(0), [2, 3], stride=1, dilation=[1, 2])
    g = F.lp_pool1d(x, 2.0, 2)
    return v, i, a, b, c, ci, d, e, f, g


x = (torch.arange(28).float().reshape(2, 2, 7) * 5 % 11) / 4 - 1
w = (torch.arange(18).float().reshape(3, 2, 3) * 7 % 5) / 4 - 0.5
for t in convs(x, w):
    print(t)
print(conv2(x.reshape(1, 4, 7, 1).expand(1, 4, 7, 3) * torch.tensor([1.0, -1.0, 0.5]),
            (torch.arange(72).float().reshape(2, 4, 3, 3) % 7) / 8))
for t in pools(x):
    print(t)
