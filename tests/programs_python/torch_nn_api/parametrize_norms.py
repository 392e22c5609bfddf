import torch
import torch.nn as nn
from torch.nn.utils import weight_norm, spectral_norm, remove_weight_norm
import torch.nn.utils.parametrize as P

torch.manual_seed(0)
lin = weight_norm(nn.Linear(4, 3))
print(sorted(n for n, _ in lin.named_parameters()))
print(lin.weight_g.shape, lin.weight_v.shape)
x = torch.randn(2, 4)
print([round(v, 4) for v in lin(x)[0].tolist()])
remove_weight_norm(lin)
print(sorted(n for n, _ in lin.named_parameters()))

conv = weight_norm(nn.Conv1d(2, 3, 3), dim=None)
print(conv.weight_g.shape)

class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)

layer = nn.Linear(3, 3)
P.register_parametrization(layer, "weight", Symmetric())
print(P.is_parametrized(layer), P.is_parametrized(layer, "bias"))
W = layer.weight
print(torch.allclose(W, W.T))
print(layer)
print(sorted(n for n, _ in layer.named_parameters()))
P.remove_parametrizations(layer, "weight", leave_parametrized=True)
print(P.is_parametrized(layer), torch.allclose(layer.weight, layer.weight.T))

sn = spectral_norm(nn.Linear(5, 4))
print(sorted(n for n, _ in sn.named_parameters()), sorted(n for n, _ in sn.named_buffers()))
for _ in range(10):
    sn(torch.randn(1, 5))
print(round(torch.linalg.matrix_norm(sn.weight, 2).item(), 2))

sn2 = spectral_norm(nn.Conv2d(2, 3, 3))
print(sn2.weight_u.shape, sn2.weight_v.shape)
torch.nn.utils.remove_spectral_norm(sn2)
print(sorted(n for n, _ in sn2.named_parameters()), sorted(n for n, _ in sn2.named_buffers()))
try:
    remove_weight_norm(nn.Linear(2, 2))
except ValueError as e:
    print("ValueError:", str(e).splitlines()[0])
