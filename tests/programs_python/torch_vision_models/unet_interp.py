import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(2)

class DoubleConv(nn.Sequential):
    def __init__(self, in_ch, out_ch, mid_ch=None):
        if not mid_ch:
            mid_ch = out_ch
        super().__init__(
            nn.Conv2d(in_ch, mid_ch, kernel_size=3, padding=1, bias=False),
            nn.BatchNorm2d(mid_ch),
            nn.ReLU(inplace=True),
            nn.Conv2d(mid_ch, out_ch, kernel_size=3, padding=1, bias=False),
            nn.BatchNorm2d(out_ch),
            nn.ReLU(inplace=True),
        )

class Down(nn.Sequential):
    def __init__(self, in_ch, out_ch):
        super().__init__(nn.MaxPool2d(2), DoubleConv(in_ch, out_ch))

class Up(nn.Module):
    def __init__(self, in_ch, out_ch, bilinear=True):
        super().__init__()
        if bilinear:
            self.up = nn.Upsample(scale_factor=2, mode='bilinear', align_corners=True)
            self.conv = DoubleConv(in_ch, out_ch, in_ch // 2)
        else:
            self.up = nn.ConvTranspose2d(in_ch, in_ch // 2, kernel_size=2, stride=2)
            self.conv = DoubleConv(in_ch, out_ch)

    def forward(self, x1, x2):
        x1 = self.up(x1)
        diffY = x2.size()[2] - x1.size()[2]
        diffX = x2.size()[3] - x1.size()[3]
        x1 = F.pad(x1, [diffX // 2, diffX - diffX // 2, diffY // 2, diffY - diffY // 2])
        x = torch.cat([x2, x1], dim=1)
        return self.conv(x)

class UNet(nn.Module):
    def __init__(self, n_channels, n_classes, bilinear=False):
        super().__init__()
        self.inc = DoubleConv(n_channels, 8)
        self.down1 = Down(8, 16)
        factor = 2 if bilinear else 1
        self.down2 = Down(16, 32 // factor)
        self.up1 = Up(32, 16 // factor, bilinear)
        self.up2 = Up(16, 8, bilinear)
        self.outc = nn.Conv2d(8, n_classes, kernel_size=1)

    def forward(self, x):
        x1 = self.inc(x)
        x2 = self.down1(x1)
        x3 = self.down2(x2)
        x = self.up1(x3, x2)
        x = self.up2(x, x1)
        return self.outc(x)

for bil in (False, True):
    net = UNet(3, 2, bilinear=bil)
    print(bil, sum(p.numel() for p in net.parameters() if p.requires_grad))
    x = torch.randn(1, 3, 10, 10)
    net.eval()
    with torch.no_grad():
        y = net(x)
    print(y.shape, round(y.mean().item(), 4))
    net.train()
    y = net(x)
    target = torch.randint(0, 2, (1, 10, 10))
    loss = F.cross_entropy(y, target)
    loss.backward()
    print(round(loss.item(), 4), net.inc[1].num_batches_tracked.item())

a = torch.arange(16.).view(1, 1, 4, 4)
print(F.interpolate(a, scale_factor=2, mode='nearest')[0, 0, :3, :3])
print(F.interpolate(a, size=(3, 5), mode='bilinear', align_corners=False).round(decimals=3))
print(F.interpolate(a, scale_factor=0.5, mode='bilinear', align_corners=True))
print(F.interpolate(torch.arange(5.).view(1, 1, 5), size=8, mode='linear'))
print(F.pad(torch.ones(1, 1, 2, 2), (1, 0, 0, 1), mode='constant', value=3.0))
print(F.pad(torch.arange(4.).view(1, 1, 2, 2), (1, 1, 1, 1), mode='reflect'))
print(F.pad(torch.arange(4.).view(1, 1, 2, 2), (1, 1, 1, 1), mode='replicate'))
