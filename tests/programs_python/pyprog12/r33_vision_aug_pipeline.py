import torch
import torch.nn.functional as F

torch.manual_seed(0)
imgs = torch.rand(4, 3, 8, 8)
def hflip(x):
    return x.flip(-1)
def random_crop(x, size, g):
    _, _, h, w = x.shape
    i = int(torch.randint(0, h - size + 1, (1,), generator=g))
    j = int(torch.randint(0, w - size + 1, (1,), generator=g))
    return x[..., i:i + size, j:j + size], (i, j)
def normalize(x, mean, std):
    return (x - torch.tensor(mean).view(1, -1, 1, 1)) / torch.tensor(std).view(1, -1, 1, 1)
g = torch.Generator().manual_seed(5)
crop, pos = random_crop(imgs, 6, g)
print(crop.shape, pos)
print(torch.equal(hflip(hflip(imgs)), imgs))
n = normalize(imgs, [0.5, 0.5, 0.5], [0.25, 0.25, 0.25])
print(torch.round(n.mean(dim=(0, 2, 3)), decimals=3), torch.round(n.std(), decimals=3))
gray = (imgs * torch.tensor([0.299, 0.587, 0.114]).view(1, 3, 1, 1)).sum(1, keepdim=True)
print(gray.shape, torch.round(gray.mean(), decimals=4))
resized = F.interpolate(imgs, size=(4, 4), mode="bilinear", align_corners=False, antialias=False)
print(resized.shape, torch.round(resized.mean() - imgs.mean(), decimals=4).abs() < 0.05)
mix_lam = 0.3
perm = torch.randperm(4, generator=g)
mixed = mix_lam * imgs + (1 - mix_lam) * imgs[perm]
print(perm.tolist(), mixed.shape)
cut = imgs.clone()
cut[:, :, 2:5, 2:5] = 0
print((cut == 0).sum().item())
patches = imgs.unfold(2, 4, 4).unfold(3, 4, 4)
print(patches.shape, patches.reshape(4, 3, 4, 16).permute(0, 2, 1, 3).reshape(4, 4, 48).shape)
sobel = torch.tensor([[-1.0, 0, 1], [-2, 0, 2], [-1, 0, 1]]).view(1, 1, 3, 3)
edges = F.conv2d(gray, sobel, padding=1)
print(edges.shape, torch.round(edges.abs().mean(), decimals=3))
print(torch.clamp(imgs * 1.5, 0, 1).max().item(), (imgs > 0.5).float().mean().round(decimals=2))
