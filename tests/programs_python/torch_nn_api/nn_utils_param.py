import torch
import torch.nn as nn
import torch.nn.utils.parametrize as P
from torch.nn.utils import weight_norm, spectral_norm

torch.manual_seed(29)
lin = weight_norm(nn.Linear(3, 2), name="weight")
print(sorted(n for n, _ in lin.named_parameters()))
print(lin.weight_g.shape, lin.weight_v.shape)
x = torch.randn(4, 3)
print(lin(x).shape)
nn.utils.remove_weight_norm(lin)
print(sorted(n for n, _ in lin.named_parameters()))

class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)

layer = nn.Linear(3, 3)
P.register_parametrization(layer, "weight", Symmetric())
W = layer.weight
print(torch.allclose(W, W.T), P.is_parametrized(layer), P.is_parametrized(layer, "bias"))
print(type(layer).__name__, sorted(n for n, _ in layer.named_parameters()))
print(layer.parametrizations.weight.original.shape)
out = layer(torch.ones(1, 3)).sum()
out.backward()
print(layer.parametrizations.weight.original.grad.shape)
P.remove_parametrizations(layer, "weight", leave_parametrized=True)
print(type(layer).__name__, torch.allclose(layer.weight, layer.weight.T))

sn = spectral_norm(nn.Linear(4, 4))
for _ in range(3):
    sn(torch.randn(2, 4))
s = torch.linalg.svdvals(sn.weight.detach())[0].item()
print(round(s, 1), sorted(n for n, _ in sn.named_buffers()))
w = torch.empty(3, 5)
nn.init.orthogonal_(w)
print(torch.allclose(w @ w.T, torch.eye(3), atol=1e-5))
nn.init.eye_(w)
print(w)
nn.init.dirac_(torch.empty(2, 2, 3))
c = torch.empty(2, 2, 3)
nn.init.dirac_(c)
print(c[:, :, 1])
t = torch.empty(1000)
nn.init.uniform_(t, -2, 3)
print(t.min().item() >= -2, t.max().item() <= 3)
nn.init.xavier_uniform_(torch.empty(4, 4), gain=nn.init.calculate_gain("relu"))
print(nn.init.calculate_gain("leaky_relu", 0.2), round(nn.init.calculate_gain("tanh"), 4), nn.init.calculate_gain("selu"))
nn.init.kaiming_uniform_(torch.empty(3, 3), mode="fan_out", nonlinearity="relu")
tn = nn.init.trunc_normal_(torch.empty(500), mean=0, std=1, a=-1, b=1)
print(tn.abs().max().item() <= 1)
print(nn.init.sparse_(torch.empty(10, 4), sparsity=0.5).eq(0).sum(0).tolist())
