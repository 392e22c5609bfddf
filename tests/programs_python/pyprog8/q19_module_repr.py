# Printing models: nested containers, extra_repr, named_modules, parameter summaries.
from collections import OrderedDict
import torch
import torch.nn as nn


class Residual(nn.Module):
    def __init__(self, dim, scale=1.0):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(dim, dim), nn.LayerNorm(dim), nn.GELU())
        self.scale = scale

    def extra_repr(self):
        return f"scale={self.scale}"

    def forward(self, x):
        return x + self.scale * self.body(x)


class Tower(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(OrderedDict([("conv", nn.Conv2d(3, 8, 3, stride=2, padding=1, bias=False)),
                                               ("bn", nn.BatchNorm2d(8)), ("act", nn.ReLU(inplace=True))]))
        self.pool = nn.AdaptiveAvgPool2d((1, 1))
        self.blocks = nn.ModuleList([Residual(8, 0.5) for _ in range(2)])
        self.heads = nn.ModuleDict({"cls": nn.Linear(8, 10), "reg": nn.Linear(8, 4)})
        self.empty = nn.Sequential()
        self.register_buffer("temperature", torch.tensor(1.0))

    def forward(self, x):
        h = self.pool(self.stem(x)).flatten(1)
        for b in self.blocks:
            h = b(h)
        return {k: head(h) for k, head in self.heads.items()}


net = Tower()
print(net)
print([n for n, _ in net.named_modules()][:8])
total = sum(p.numel() for p in net.parameters())
trainable = sum(p.numel() for p in net.parameters() if p.requires_grad)
print(f"params: {total:,} trainable: {trainable:,}")
for name, p in list(net.named_parameters())[:4]:
    print(f"{name:<22}{str(tuple(p.shape)):>12}")
print(net.stem.conv, repr(net.blocks[0].body[1]))
print(net.heads, len(net.blocks), "cls" in net.heads, list(net.heads.keys()))
out = net(torch.zeros(1, 3, 8, 8))
print({k: tuple(v.shape) for k, v in out.items()})
print(nn.Dropout(p=0.25), nn.MaxPool2d(2), nn.Embedding(10, 3, padding_idx=0), nn.LSTM(4, 8, num_layers=2, batch_first=True))
print(nn.Conv1d(2, 4, 5, dilation=2, groups=2), nn.Upsample(scale_factor=2, mode="nearest"), nn.Identity())
print(nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16))
