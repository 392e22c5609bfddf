# MLP-Mixer with patch embedding via Conv2d, token/channel mixing and LayerNorm; plus einops-like reshapes.
import torch
from torch import nn
from functools import partial


class PreNormResidual(nn.Module):
    def __init__(self, dim, fn):
        super().__init__()
        self.fn = fn
        self.norm = nn.LayerNorm(dim)

    def forward(self, x):
        return self.fn(self.norm(x)) + x


def FeedForward(dim, expansion_factor=4, dropout=0., dense=nn.Linear):
    inner_dim = int(dim * expansion_factor)
    return nn.Sequential(
        dense(dim, inner_dim),
        nn.GELU(),
        nn.Dropout(dropout),
        dense(inner_dim, dim),
        nn.Dropout(dropout),
    )


class Transpose(nn.Module):
    def __init__(self, a, b):
        super().__init__()
        self.a, self.b = a, b

    def forward(self, x):
        return x.transpose(self.a, self.b)

    def extra_repr(self):
        return f"a={self.a}, b={self.b}"


class PatchEmbed(nn.Module):
    def __init__(self, channels, dim, patch_size):
        super().__init__()
        self.proj = nn.Conv2d(channels, dim, patch_size, stride=patch_size)

    def forward(self, x):
        x = self.proj(x)              # b d h w
        return x.flatten(2).transpose(1, 2)  # b (h w) d


def MLPMixer(*, image_size, channels, patch_size, dim, depth, num_classes, expansion_factor=4,
             expansion_factor_token=0.5, dropout=0.):
    image_h, image_w = (image_size, image_size) if isinstance(image_size, int) else image_size
    assert (image_h % patch_size) == 0 and (image_w % patch_size) == 0, 'image must be divisible by patch size'
    num_patches = (image_h // patch_size) * (image_w // patch_size)
    chan_first, chan_last = partial(nn.Conv1d, kernel_size=1), nn.Linear

    return nn.Sequential(
        PatchEmbed(channels, dim, patch_size),
        *[nn.Sequential(
            PreNormResidual(dim, FeedForward(num_patches, expansion_factor, dropout, chan_first)),
            PreNormResidual(dim, FeedForward(dim, expansion_factor_token, dropout, chan_last))
        ) for _ in range(depth)],
        nn.LayerNorm(dim),
        Transpose(1, 2),
        nn.AdaptiveAvgPool1d(1),
        nn.Flatten(),
        nn.Linear(dim, num_classes)
    )


torch.manual_seed(4)
model = MLPMixer(image_size=(16, 24), channels=3, patch_size=4, dim=12, depth=2, num_classes=6)
model.eval()
img = torch.randn(3, 3, 16, 24)
with torch.no_grad():
    pred = model(img)
print(pred.shape, round(pred.sum().item(), 3) + 0.0)
print(len(model), type(model[1][0].fn[0]).__name__, model[1][0].fn[0].kernel_size)
print(model[-4])
print(sum(p.numel() for p in model.parameters() if p.requires_grad))
try:
    MLPMixer(image_size=15, channels=3, patch_size=4, dim=8, depth=1, num_classes=2)
except AssertionError as e:
    print("AssertionError:", e)
ids = [name for name, m in model.named_modules() if isinstance(m, nn.LayerNorm)]
print(ids)
