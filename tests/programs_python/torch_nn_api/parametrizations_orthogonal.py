import torch
import torch.nn as nn
import torch.nn.utils.parametrize as P
from torch.nn.utils import parametrizations
torch.manual_seed(0)
lin = nn.Linear(4, 3)
o = parametrizations.orthogonal(lin)
print(type(o).__name__, type(o.parametrizations.weight[0]).__name__)
W = o.weight
print(torch.allclose(W @ W.T, torch.eye(3), atol=1e-5), W.grad_fn.name())
print(P.is_parametrized(o), P.is_parametrized(o, "bias"))
print(o)
opt = torch.optim.SGD(o.parameters(), lr=0.1)
x = torch.randn(5, 4)
for i in range(3):
    loss = o(x).pow(2).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
    W = o.weight
    print(i, round(loss.item(), 3), torch.allclose(W @ W.T, torch.eye(3), atol=1e-5))
sq = parametrizations.orthogonal(nn.Linear(3, 3), orthogonal_map="cayley")
print(torch.allclose(sq.weight @ sq.weight.T, torch.eye(3), atol=1e-5))
hh = parametrizations.orthogonal(nn.Linear(5, 3), orthogonal_map="householder")
print(torch.allclose(hh.weight @ hh.weight.T, torch.eye(3), atol=1e-5))
sn = parametrizations.spectral_norm(nn.Linear(5, 4))
print(sn)
print(round(torch.linalg.matrix_norm(sn.weight, 2).item(), 2))
class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)
m = nn.Linear(3, 3)
P.register_parametrization(m, "weight", Symmetric())
print(torch.allclose(m.weight, m.weight.T))
with P.cached():
    a = m.weight
    b = m.weight
    print(a is b)
print(m.weight is m.weight)
P.remove_parametrizations(m, "weight", leave_parametrized=True)
print(type(m.weight).__name__, P.is_parametrized(m))
class Skew(nn.Module):
    def forward(self, X):
        A = X.triu(1)
        return A - A.T
    def right_inverse(self, A):
        return A.triu(1)
m2 = nn.Linear(3, 3)
P.register_parametrization(m2, "weight", Skew())
m2.weight = torch.zeros(3, 3) + torch.tensor([[0., 1., 2.], [-1., 0., 3.], [-2., -3., 0.]])
print(m2.weight)
print(m2.parametrizations.weight.original)
print(sorted(n for n, _ in m2.named_parameters()))
print(list(m2.state_dict().keys()))
wn = torch.nn.utils.weight_norm(nn.Linear(3, 2))
print(sorted(n for n, _ in wn.named_parameters()))
wn2 = parametrizations.weight_norm(nn.Linear(3, 2)) if hasattr(parametrizations, "weight_norm") else None
print(wn2 is None)

# Attribute access without importing the submodule, as tutorials write it.
torch.manual_seed(1)
layer = torch.nn.utils.parametrizations.orthogonal(nn.Linear(6, 3), use_trivialization=False)
Q = layer.weight
print(torch.allclose(Q @ Q.T, torch.eye(3), atol=1e-5))
print(sorted(n for n, _ in layer.named_buffers()), sorted(n for n, _ in layer.named_parameters()))
layer.weight = torch.linalg.qr(torch.randn(6, 3))[0].T
print(torch.allclose(layer.weight @ layer.weight.T, torch.eye(3), atol=1e-5))
rnn_like = parametrizations.orthogonal(nn.Linear(4, 4, bias=False), orthogonal_map="cayley")
opt = torch.optim.Adam(rnn_like.parameters(), lr=0.05)
h = torch.randn(3, 4)
for step in range(4):
    opt.zero_grad()
    out = rnn_like(rnn_like(h))
    loss = (out - 1).pow(2).mean()
    loss.backward()
    opt.step()
print(round(loss.item(), 4), torch.allclose(rnn_like.weight @ rnn_like.weight.T, torch.eye(4), atol=1e-5))
conv = parametrizations.spectral_norm(nn.Conv2d(2, 3, 3))
y = conv(torch.randn(1, 2, 5, 5))
print(y.shape, conv.parametrizations.weight[0]._u.shape, conv.parametrizations.weight[0]._v.shape)
conv.eval()
w1 = conv.weight
w2 = conv.weight
print(torch.equal(w1, w2))
print(P.type_before_parametrizations(conv).__name__, type(conv).__name__)
P.remove_parametrizations(conv, "weight")
print(type(conv).__name__, conv.weight.shape)
