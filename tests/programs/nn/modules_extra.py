import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.up = nn.ConvTranspose2d(2, 3, 3, stride=2, padding=1, output_padding=1)
        self.gn = nn.GroupNorm(3, 3)
        self.act = nn.LeakyReLU(0.2)
        self.pool = nn.MaxPool1d(2)
        self.prelu = nn.PReLU(3)
        self.pad = nn.ReflectionPad2d(1)
        self.inorm = nn.InstanceNorm2d(3, affine=True)
        self.up2 = nn.Upsample(scale_factor=2, mode="nearest")
        self.ps = nn.PixelShuffle(2)
        self.elu = nn.ELU(0.5)
        self.bil = nn.Bilinear(4, 3, 2)
        self.zp = nn.ZeroPad2d((1, 0, 2, 0))
        self.amp = nn.AdaptiveMaxPool2d((2, 1))

    def forward(self, x: torch.Tensor, a: torch.Tensor, b: torch.Tensor):
        h = self.act(self.gn(self.up(x)))
        h = self.prelu(self.inorm(self.pad(h)))
        p = self.pool(h.flatten(2))
        u = self.up2(h)
        s = self.ps(u[:, :2].repeat(1, 2, 1, 1))
        return h.sum(), p.shape, u.shape, s.shape, self.elu(h).mean(), self.bil(a, b), self.zp(x).shape, self.amp(h)


torch.manual_seed(0)
net = Net()
print(net.up.weight.detach().sum(), net.bil.weight.detach().sum(), net.prelu.weight.detach())
s = torch.jit.script(net)
x = torch.arange(32).float().reshape(1, 2, 4, 4) / 16 - 1
for t in s(x, torch.ones(2, 4) / 4, torch.arange(6).float().reshape(2, 3) / 8):
    print(t.detach() if isinstance(t, torch.Tensor) else t)
loss = nn.CrossEntropyLoss(label_smoothing=0.1)
print(loss(torch.arange(12).float().reshape(4, 3) / 5, torch.tensor([0, 1, 2, 1])))
print(nn.MSELoss(reduction="sum")(torch.ones(3), torch.zeros(3)), nn.BCEWithLogitsLoss()(torch.zeros(2), torch.ones(2)))
print(nn.Softplus(beta=2.0)(torch.tensor([0.5])), nn.GLU()(torch.arange(4.0)), nn.Hardtanh(-0.5, 0.5)(torch.tensor([2.0])))
print(nn.Softmin(dim=0)(torch.tensor([1.0, 2.0])), nn.Threshold(0.1, 20.0)(torch.tensor([0.0, 1.0])))
print(nn.CosineSimilarity(dim=0)(torch.ones(3), torch.ones(3)), nn.PairwiseDistance()(torch.ones(1, 2), torch.zeros(1, 2)))
print(nn.NLLLoss(weight=torch.tensor([1.0, 2.0]))(torch.tensor([[-0.5, -1.0], [-2.0, -0.25]]), torch.tensor([1, 0])))
print(nn.KLDivLoss(reduction="batchmean")(torch.tensor([[-1.0, -0.5]]), torch.tensor([[0.25, 0.75]])))
