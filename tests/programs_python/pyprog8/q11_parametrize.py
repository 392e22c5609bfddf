# torch.nn.utils.parametrize: symmetric / positive weights, weight_norm, and caching.
import torch
import torch.nn as nn
import torch.nn.utils.parametrize as P


class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)


class Positive(nn.Module):
    def forward(self, X):
        return torch.exp(X)

    def right_inverse(self, Y):
        return torch.log(Y)


layer = nn.Linear(3, 3)
with torch.no_grad():
    layer.weight.copy_(torch.arange(9.0).reshape(3, 3))
P.register_parametrization(layer, "weight", Symmetric())
print(layer.weight)
print(P.is_parametrized(layer), P.is_parametrized(layer, "bias"))
print(type(layer).__name__, [n for n, _ in layer.named_parameters()])
print(layer.parametrizations)
print(torch.equal(layer.weight, layer.weight.T))

pos = nn.Linear(2, 2, bias=False)
P.register_parametrization(pos, "weight", Positive())
pos.weight = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
print(torch.round(pos.weight, decimals=4))
print(torch.round(pos.parametrizations.weight.original, decimals=4))
with P.cached():
    a = pos.weight
    b = pos.weight
    print("cached same object:", a is b)
P.remove_parametrizations(pos, "weight", leave_parametrized=True)
print(type(pos.weight).__name__, torch.round(pos.weight, decimals=4), P.is_parametrized(pos))

wn = nn.utils.weight_norm(nn.Linear(2, 3), name="weight")
print(sorted(n for n, _ in wn.named_parameters()))
print(wn.weight_g.shape, wn.weight_v.shape)
nn.utils.remove_weight_norm(wn)
print(sorted(n for n, _ in wn.named_parameters()))
