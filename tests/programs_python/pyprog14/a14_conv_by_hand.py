import torch
import torch.nn.functional as F


def conv2d_naive(x, w, stride=1, padding=0):
    x = F.pad(x, (padding,) * 4)
    N, C, H, W = x.shape
    O, _, kh, kw = w.shape
    oh = (H - kh) // stride + 1
    ow = (W - kw) // stride + 1
    out = torch.zeros(N, O, oh, ow)
    for i in range(oh):
        for j in range(ow):
            patch = x[:, :, i * stride:i * stride + kh, j * stride:j * stride + kw]
            out[:, :, i, j] = torch.einsum("nchw,ochw->no", patch, w)
    return out


def conv2d_unfold(x, w, stride=1, padding=0):
    N = x.shape[0]
    O, C, kh, kw = w.shape
    cols = F.unfold(x, (kh, kw), stride=stride, padding=padding)
    out = w.view(O, -1) @ cols
    H = (x.shape[2] + 2 * padding - kh) // stride + 1
    return out.view(N, O, H, -1)


x = torch.arange(2 * 2 * 5 * 5, dtype=torch.float).view(2, 2, 5, 5) / 10
w = torch.arange(3 * 2 * 3 * 3, dtype=torch.float).view(3, 2, 3, 3) / 20 - 1
ref = F.conv2d(x, w, stride=2, padding=1)
print(ref.shape)
print(torch.allclose(conv2d_naive(x, w, 2, 1), ref, atol=1e-4), torch.allclose(conv2d_unfold(x, w, 2, 1), ref, atol=1e-4))
print(torch.round(ref[0, 0], decimals=3))
cols = F.unfold(torch.arange(16.).view(1, 1, 4, 4), 2, stride=2)
print(cols)
print(F.fold(cols, (4, 4), 2, stride=2).view(4, 4))
print(F.fold(F.unfold(torch.ones(1, 1, 3, 3), 2), (3, 3), 2).view(3, 3))
pooled = x.unfold(2, 2, 2).unfold(3, 2, 2).amax(dim=(-1, -2))
print(torch.equal(pooled, F.max_pool2d(x, 2)))
print(x.unfold(3, 3, 1).shape)
