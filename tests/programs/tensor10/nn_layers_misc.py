import torch
import torch.nn as nn
import torch.nn.functional as F


class Misc(nn.Module):
    def __init__(self):
        super().__init__()
        self.ct = nn.ConvTranspose2d(2, 3, 3, stride=2, padding=1, output_padding=1)
        self.up = nn.Upsample(scale_factor=2, mode="nearest")
        self.ps = nn.PixelShuffle(2)
        self.pu = nn.PixelUnshuffle(2)
        self.bil = nn.Bilinear(3, 2, 4)
        self.prelu = nn.PReLU(2)
        self.glu = nn.GLU()
        self.zp = nn.ZeroPad2d((1, 0, 0, 1))
        self.rp = nn.ReflectionPad1d(2)
        self.cp = nn.ConstantPad1d(1, -1.0)
        self.fold = nn.Fold((3, 3), 2)
        self.unfold = nn.Unfold(2, stride=1)
        self.cs = nn.CosineSimilarity(dim=1)
        self.pd = nn.PairwiseDistance()
        self.sm = nn.Softmax2d()
        self.ls = nn.LogSoftmax(dim=1)
        self.ch = nn.ChannelShuffle(2)

    def forward(self, x: torch.Tensor):
        v = x.flatten(2)
        return [self.ct(x), self.up(x), self.ps(x.repeat(1, 2, 1, 1)), self.pu(x), self.bil(v[:, 0, :3], v[:, 1, :2]),
                self.prelu(x - 2), self.glu(x), self.zp(x), self.rp(v), self.cp(v), self.unfold(x), self.fold(self.unfold(x[:, :, :3, :3])),
                self.cs(x, x.flip(1)), self.pd(v[:, 0], v[:, 1]), self.sm(x), self.ls(x), self.ch(x.repeat(1, 2, 1, 1))]


torch.manual_seed(0)
m = Misc()
s = torch.jit.script(m)
x = torch.arange(32.0).reshape(1, 2, 4, 4) / 10
with torch.no_grad():
    for a, b in zip(s(x), m(x)):
        print(a.shape, round(a.sum().item(), 3), torch.allclose(a, b, atol=1e-5))
print(torch.round(s.ps(x.repeat(1, 2, 1, 1))[0, 0], decimals=2))
print(s.pu(x)[0, :, 0])
print(torch.round(s.ch(x.repeat(1, 2, 1, 1))[0, :, 0, 0], decimals=2))
print(F.pixel_shuffle(torch.arange(8.0).reshape(1, 4, 1, 2), 2))
print(F.glu(torch.tensor([1.0, 2.0, 0.0, -1.0])), F.prelu(torch.tensor([-1.0, 2.0]), torch.tensor([0.25])))
