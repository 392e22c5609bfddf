import torch
import torch.nn as nn
import torch.nn.utils.parametrize as P

class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)

class PositiveScale(nn.Module):
    def forward(self, x):
        return x.abs() + 0.1

torch.manual_seed(0)
layer = nn.Linear(3, 3)
P.register_parametrization(layer, "weight", Symmetric())
W = layer.weight
print(torch.equal(W, W.T))
print(P.is_parametrized(layer), P.is_parametrized(layer, "bias"))
print(type(layer).__name__, type(layer).__mro__[1].__name__)
print([n for n, _ in layer.named_parameters()])
print(layer.parametrizations.weight.original.shape)
layer.weight.sum().backward() if False else None
out = layer(torch.ones(1, 3)).sum()
out.backward()
print(layer.parametrizations.weight.original.grad is not None)
with P.cached():
    a = layer.weight
    b = layer.weight
    print(a is b)
P.register_parametrization(layer, "bias", PositiveScale())
print(bool((layer.bias > 0).all()))
P.remove_parametrizations(layer, "weight", leave_parametrized=True)
print(P.is_parametrized(layer, "weight"), type(layer.weight).__name__, torch.equal(layer.weight, layer.weight.T))
print(sorted(layer.state_dict().keys()))
