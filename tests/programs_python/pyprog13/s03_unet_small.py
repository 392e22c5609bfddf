import torch
from torch import nn

torch.manual_seed(3)

def double_conv(cin, cout):
    return nn.Sequential(
        nn.Conv2d(cin, cout, 3, padding=1), nn.ReLU(inplace=True),
        nn.Conv2d(cout, cout, 3, padding=1), nn.ReLU(inplace=True))

class UNet(nn.Module):
    def __init__(self, ch=(4, 8, 16)):
        super().__init__()
        self.downs = nn.ModuleList()
        cin = 1
        for c in ch:
            self.downs.append(double_conv(cin, c))
            cin = c
        self.pool = nn.MaxPool2d(2)
        self.ups = nn.ModuleList()
        self.upconvs = nn.ModuleList()
        for c in reversed(ch[:-1]):
            self.upconvs.append(nn.ConvTranspose2d(cin, c, 2, stride=2))
            self.ups.append(double_conv(c * 2, c))
            cin = c
        self.head = nn.Conv2d(cin, 2, 1)

    def forward(self, x):
        skips = []
        for i, d in enumerate(self.downs):
            x = d(x)
            if i < len(self.downs) - 1:
                skips.append(x)
                x = self.pool(x)
        for up, conv in zip(self.upconvs, self.ups):
            x = up(x)
            x = torch.cat([x, skips.pop()], dim=1)
            x = conv(x)
        return self.head(x)

net = UNet()
x = torch.randn(1, 1, 16, 16)
out = net(x)
print(out.shape)
print(len(net.downs), len(net.ups), type(net.downs[0]).__name__)
print([tuple(p.shape) for p in net.upconvs.parameters()])
print(round(out.abs().mean().item(), 3) > 0)
n = 0
for name, mod in net.named_modules():
    if isinstance(mod, nn.Conv2d):
        n += 1
print("convs", n)
