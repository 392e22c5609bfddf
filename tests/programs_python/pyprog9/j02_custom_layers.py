# Custom layers: manual Parameter creation, reset_parameters with kaiming init, extra_repr, buffers,
# functional calls, weight sharing across calls, a custom LayerNorm and GroupNorm check against nn.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F


class MyLinear(nn.Module):
    def __init__(self, in_features, out_features, bias=True):
        super().__init__()
        self.in_features, self.out_features = in_features, out_features
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        if bias:
            self.bias = nn.Parameter(torch.empty(out_features))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self):
        nn.init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        if self.bias is not None:
            fan_in, _ = nn.init._calculate_fan_in_and_fan_out(self.weight)
            bound = 1 / math.sqrt(fan_in) if fan_in > 0 else 0
            nn.init.uniform_(self.bias, -bound, bound)

    def forward(self, x):
        return F.linear(x, self.weight, self.bias)

    def extra_repr(self):
        return "in_features={}, out_features={}, bias={}".format(self.in_features, self.out_features, self.bias is not None)


class MyLayerNorm(nn.Module):
    def __init__(self, features, eps=1e-6):
        super().__init__()
        self.a_2 = nn.Parameter(torch.ones(features))
        self.b_2 = nn.Parameter(torch.zeros(features))
        self.eps = eps

    def forward(self, x):
        mean = x.mean(-1, keepdim=True)
        std = x.std(-1, keepdim=True)
        return self.a_2 * (x - mean) / (std + self.eps) + self.b_2


class RunningStat(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.register_buffer("mean", torch.zeros(n))
        self.register_buffer("count", torch.tensor(0, dtype=torch.long))

    def forward(self, x):
        if self.training:
            self.count += x.shape[0]
            self.mean += (x.sum(0) - x.shape[0] * self.mean) / self.count
        return x - self.mean


torch.manual_seed(0)
mine = MyLinear(4, 3)
torch.manual_seed(0)
ref = nn.Linear(4, 3)
print(mine, torch.equal(mine.weight, ref.weight), torch.equal(mine.bias, ref.bias))
print(MyLinear(2, 2, bias=False))
x = torch.randn(5, 4)
print(torch.allclose(mine(x), ref(x)))
ln = MyLayerNorm(4)
print(ln(x).mean(-1).abs().max().item() < 1e-5, [round(v, 3) for v in ln(x).std(-1).tolist()])
print(torch.allclose(F.layer_norm(x, (4,)), nn.LayerNorm(4)(x), atol=1e-6))
rs = RunningStat(4)
for chunk in x.split(2):
    rs(chunk)
print(torch.allclose(rs.mean, x.mean(0), atol=1e-6), rs.count.item(), list(rs.state_dict().keys()))
rs.eval()
print(torch.allclose(rs(x).mean(0), torch.zeros(4), atol=1e-6), rs.count.item())
gn = nn.GroupNorm(2, 4)
y = torch.randn(3, 4, 5)
manual = y.view(3, 2, -1)
manual = (manual - manual.mean(-1, keepdim=True)) / torch.sqrt(manual.var(-1, unbiased=False, keepdim=True) + 1e-5)
print(torch.allclose(gn(y), manual.view(3, 4, 5), atol=1e-5))
shared = nn.Linear(3, 3)
seq = nn.Sequential(shared, nn.ReLU(), shared)
print(len(list(seq.parameters())), len(seq.state_dict()), [n for n, _ in seq.named_parameters()])
