import torch
import torch.nn.functional as F


@torch.jit.script
def resize(x: torch.Tensor):
    a = F.interpolate(x, scale_factor=2.0, mode="nearest")
    b = F.interpolate(x, size=[5, 3], mode="bilinear", align_corners=False)
    c = F.interpolate(x, size=[3, 5], mode="bicubic", align_corners=True)
    d = F.interpolate(x, scale_factor=1.5, mode="area")
    e = F.interpolate(x, size=[4, 4], mode="nearest-exact")
    return a.shape, b, c, d, e


@torch.jit.script
def pads(x: torch.Tensor):
    return F.pad(x, [1, 2], mode="reflect"), F.pad(x, [2, 1], mode="replicate"), F.pad(x, [1, 1], mode="circular"), F.pad(x, [1, 0, 0, 1], value=-1.0)


@torch.jit.script
def unfold_fold(x: torch.Tensor):
    u = F.unfold(x, kernel_size=2, stride=1)
    f = F.fold(u, output_size=[3, 3], kernel_size=2)
    return u.shape, f, F.pixel_shuffle(x.repeat(1, 4, 1, 1), 2).shape, F.pixel_unshuffle(x[:, :, :2, :2], 2)


@torch.jit.script
def losses(logits: torch.Tensor, target: torch.Tensor):
    a = F.cross_entropy(logits, target, label_smoothing=0.1)
    b = F.cross_entropy(logits, target, reduction="none", ignore_index=1)
    c = F.nll_loss(F.log_softmax(logits, 1), target, weight=torch.tensor([1.0, 2.0, 0.5]))
    d = F.binary_cross_entropy_with_logits(logits, torch.ones_like(logits) * 0.3, pos_weight=torch.tensor([1.0, 2.0, 3.0]))
    e = F.smooth_l1_loss(logits, torch.zeros_like(logits), beta=0.5)
    f = F.huber_loss(logits, torch.zeros_like(logits), delta=0.7)
    g = F.kl_div(F.log_softmax(logits, 1), F.softmax(logits.flip(0), 1), reduction="batchmean")
    h = F.margin_ranking_loss(logits[:, 0], logits[:, 1], torch.tensor([1.0, -1.0]))
    return a, b, c, d, e, f, g, h


x = torch.arange(9.0).reshape(1, 1, 3, 3)
for t in resize(x):
    print(t)
print(pads(torch.arange(4.0).reshape(1, 1, 4)))
print(unfold_fold(x))
lg = torch.tensor([[1.0, 2.0, 0.5], [0.1, -1.0, 3.0]])
print(losses(lg, torch.tensor([0, 2])))
