# nn.Identity accepts and ignores arguments, so it can stand in for a layer.
import torch
import torch.nn as nn


def make_norm(kind, channels):
    return nn.BatchNorm2d(channels) if kind == "bn" else nn.Identity(channels, affine=False)


layers = nn.Sequential(nn.Conv2d(1, 2, 1, bias=False), make_norm("none", 2))
print(layers)
x = torch.ones(1, 1, 2, 2)
with torch.no_grad():
    layers[0].weight.fill_(2.0)
print(layers(x))
