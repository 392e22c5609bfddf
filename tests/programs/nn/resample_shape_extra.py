import torch
import torch.nn.functional as F


@torch.jit.script
def pads(x: torch.Tensor):
    return [F.pad(x, [2, 1, 1, 2], mode="reflect"), F.pad(x, [1, 2, 2, 1], mode="circular"),
            F.pad(x, [3, 0, 0, 3], mode="replicate"), F.pad(x, [-1, 0, 1, -1]), F.pad(x, [1, 1], value=2.5)]


@torch.jit.script
def resample(x: torch.Tensor):
    return [F.interpolate(x, scale_factor=[2.0, 0.5], mode="nearest"),
            F.interpolate(x, size=[2, 5], mode="bilinear"),
            F.interpolate(x, scale_factor=0.75, mode="bilinear", align_corners=True),
            F.interpolate(x, size=[1, 1], mode="area"),
            F.interpolate(x, scale_factor=2.0, mode="bilinear", recompute_scale_factor=True),
            F.interpolate(x[0], size=6, mode="linear"),
            F.upsample(x, scale_factor=2.0)]


@torch.jit.script
def misc(ids: torch.Tensor, table: torch.Tensor):
    a = F.embedding_bag(ids.reshape(2, 3), table, mode="sum")
    b = F.embedding_bag(ids, table, torch.tensor([0, 1, 1]), mode="mean", include_last_offset=False)
    c = F.embedding_bag(ids, table, torch.tensor([0, 3]), mode="sum", per_sample_weights=torch.arange(6).float())
    d = F.embedding_bag(ids, table, torch.tensor([0, 2, 6]), mode="max", include_last_offset=True)
    e = F.embedding(ids, table, padding_idx=-1)
    f = F.one_hot(ids.reshape(3, 2) % 3)
    return a, b, c, d, e, f


@torch.jit.script
def patches(x: torch.Tensor):
    cols = F.unfold(x, kernel_size=[2, 2], dilation=2, padding=1, stride=[1, 2])
    back = F.fold(cols, [3, 4], 2, dilation=2, padding=1, stride=[1, 2])
    return cols.shape, back, F.pixel_shuffle(x.repeat(1, 4, 1, 1), 2).shape, F.pixel_unshuffle(x, 1).shape


x = (torch.arange(24).float().reshape(2, 1, 3, 4) * 5 % 7) / 2
for t in pads(x):
    print(t)
for t in resample(x):
    print(t.shape)
    print(t)
print(misc(torch.tensor([1, 0, 3, 3, 2, 4]), (torch.arange(10).float().reshape(5, 2) * 3 % 4) - 1.5))
print(patches(x))
print(F.pad(torch.arange(6).reshape(1, 2, 3), (1, 1), mode="circular"))
print(F.cosine_similarity(torch.tensor([[1.0, 0.0], [0.0, 0.0]]), torch.tensor([[1.0, 1.0], [1.0, 1.0]])))
print(F.pairwise_distance(torch.tensor([[1.0, 2.0]]), torch.tensor([[0.0, 0.0]]), p=3.0, keepdim=True))
print(torch.cdist(torch.tensor([[0.0, 0.0], [1.0, 1.0]]), torch.tensor([[3.0, 4.0]]), p=1.0))
