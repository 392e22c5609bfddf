import torch
import torch.nn as nn
from torch.nn.utils import parametrize

torch.manual_seed(0)


class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)


class PositiveScale(nn.Module):
    def forward(self, X):
        return X.exp()

    def right_inverse(self, Y):
        return Y.log()


layer = nn.Linear(3, 3)
parametrize.register_parametrization(layer, "weight", Symmetric())
W = layer.weight
print(torch.allclose(W, W.T), parametrize.is_parametrized(layer), parametrize.is_parametrized(layer, "bias"))
print(type(layer).__name__, list(dict(layer.named_parameters()).keys()))
opt = torch.optim.SGD(layer.parameters(), lr=0.1)
x = torch.randn(5, 3)
for _ in range(3):
    opt.zero_grad()
    layer(x).pow(2).sum().backward()
    opt.step()
print(torch.allclose(layer.weight, layer.weight.T), layer.weight.round(decimals=3))

s = nn.Linear(2, 2)
parametrize.register_parametrization(s, "bias", PositiveScale())
print(s.bias.min().item() > 0, s.parametrizations.bias.original.shape)
s.bias = torch.tensor([2.0, 3.0])
print(s.bias.round(decimals=4), s.parametrizations.bias.original.round(decimals=4))
with parametrize.cached():
    print(s.bias is s.bias)
parametrize.remove_parametrizations(s, "bias", leave_parametrized=True)
print(type(s.bias).__name__, s.bias.round(decimals=4), parametrize.is_parametrized(s))

