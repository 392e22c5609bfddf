import torch
import torch.nn as nn

class Scale(nn.Module):
    def __init__(self, factor, learnable=False):
        super().__init__()
        self.factor = factor
        self.learnable = learnable

    def extra_repr(self):
        return f"factor={self.factor}, learnable={self.learnable}"

    def forward(self, x):
        return x * self.factor

class Residual(nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, x):
        return x + self.fn(x)

class MultiLine(nn.Module):
    def extra_repr(self):
        return "line one\nline two"

class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1, bias=False), nn.BatchNorm2d(8), nn.ReLU(inplace=True))
        self.blocks = nn.ModuleList([Residual(nn.Sequential(nn.Conv2d(8, 8, 1), Scale(0.5))) for _ in range(2)])
        self.heads = nn.ModuleDict({"cls": nn.Linear(8, 10), "box": nn.Linear(8, 4)})
        self.ml = MultiLine()
        self.empty = nn.Sequential()
        self.pool = nn.AdaptiveAvgPool2d((1, 1))
        self.drop = nn.Dropout2d(0.1)
        self.act = nn.LeakyReLU(0.2)
        self.up = nn.Upsample(scale_factor=2, mode="nearest")
        self.flat = nn.Flatten()

enc = Encoder()
print(enc)
print(repr(Scale(2)))
print(str(nn.ModuleList()))
print(nn.Sequential(nn.Identity(), nn.Tanh()))
print(nn.Conv2d(4, 4, (3, 5), stride=(2, 1), padding=(1, 2), dilation=2, groups=2, padding_mode="reflect"))
print(nn.MaxPool2d(2, ceil_mode=True), nn.AvgPool1d(3, stride=1, count_include_pad=False))
print(nn.GroupNorm(2, 8), nn.InstanceNorm1d(4, affine=True), nn.LayerNorm([4, 4], elementwise_affine=False))
print(nn.LSTM(4, 8, num_layers=2, dropout=0.1, bidirectional=True), nn.GRU(3, 3, batch_first=True))
print(nn.ConvTranspose2d(4, 2, 2, stride=2, output_padding=0), nn.PixelShuffle(2), nn.Softmax(dim=-1))
print(nn.Hardtanh(-2, 2), nn.ELU(alpha=0.5), nn.PReLU(3), nn.Threshold(0.1, 20))
print(nn.Bilinear(2, 3, 4), nn.CosineSimilarity(dim=0), nn.Unflatten(1, (2, 2)))
