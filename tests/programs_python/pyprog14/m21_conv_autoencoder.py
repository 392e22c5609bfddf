import torch
import torch.nn as nn
import torch.nn.functional as F


class AE(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Sequential(nn.Conv2d(1, 4, 3, stride=2, padding=1), nn.ReLU(), nn.Conv2d(4, 8, 3, stride=2, padding=1), nn.ReLU())
        self.dec = nn.Sequential(nn.ConvTranspose2d(8, 4, 3, stride=2, padding=1, output_padding=1), nn.ReLU(),
                                 nn.ConvTranspose2d(4, 1, 3, stride=2, padding=1, output_padding=1), nn.Sigmoid())

    def forward(self, x):
        z = self.enc(x)
        return self.dec(z), z


torch.manual_seed(0)
ae = AE()
x = torch.rand(2, 1, 8, 8)
y, z = ae(x)
print(z.shape, y.shape, bool(((y > 0) & (y < 1)).all()))
opt = torch.optim.Adam(ae.parameters(), lr=1e-2)
l0 = None
for _ in range(15):
    y, _ = ae(x)
    loss = F.binary_cross_entropy(y, x)
    opt.zero_grad()
    loss.backward()
    opt.step()
    l0 = l0 or loss.item()
print(loss.item() < l0)
t = torch.arange(4.0).view(1, 1, 2, 2)
print(F.interpolate(t, scale_factor=2, mode="nearest"))
print(F.interpolate(t, size=(3, 3), mode="bilinear", align_corners=True))
print(torch.round(F.interpolate(t, scale_factor=2, mode="bilinear", align_corners=False), decimals=4))
print(nn.Upsample(scale_factor=2)(t).shape, nn.PixelShuffle(2)(torch.arange(8.0).view(1, 4, 1, 2)))
print(F.pixel_unshuffle(torch.arange(16.0).view(1, 1, 4, 4), 2).shape)
print(nn.ConvTranspose2d(1, 1, 2, stride=2, bias=False).weight.shape)
ct = nn.ConvTranspose1d(1, 1, 3, stride=2, bias=False)
with torch.no_grad():
    ct.weight.fill_(1.0)
print(ct(torch.tensor([[[1.0, 2.0, 3.0]]])))
print(ct(torch.tensor([[[1.0, 2.0, 3.0]]]), output_size=[8]).shape)
