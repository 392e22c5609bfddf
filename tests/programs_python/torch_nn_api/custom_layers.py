import math
import torch
import torch.nn as nn
import torch.nn.functional as F


class MyLinear(nn.Module):
    def __init__(self, in_features, out_features, bias=True):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        if bias:
            self.bias = nn.Parameter(torch.empty(out_features))
        else:
            self.register_parameter('bias', None)
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
        return 'in_features={}, out_features={}, bias={}'.format(self.in_features, self.out_features, self.bias is not None)


class SELayer(nn.Module):
    def __init__(self, channel, reduction=4):
        super().__init__()
        self.avg_pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Sequential(
            nn.Linear(channel, channel // reduction, bias=False),
            nn.ReLU(inplace=True),
            nn.Linear(channel // reduction, channel, bias=False),
            nn.Sigmoid(),
        )

    def forward(self, x):
        b, c, _, _ = x.size()
        y = self.avg_pool(x).view(b, c)
        y = self.fc(y).view(b, c, 1, 1)
        return x * y.expand_as(x)


class Swish(nn.Module):
    def __init__(self, beta: float = 1.0):
        super().__init__()
        self.beta = beta

    def forward(self, x):
        return x * torch.sigmoid(self.beta * x)

    def __repr__(self):
        return f"Swish(beta={self.beta})"


torch.manual_seed(0)
torch_lin = nn.Linear(5, 3)
torch.manual_seed(0)
my_lin = MyLinear(5, 3)
print(my_lin)
print(torch.equal(torch_lin.weight, my_lin.weight), torch.equal(torch_lin.bias, my_lin.bias))
x = torch.randn(2, 5)
print(torch.allclose(torch_lin(x), my_lin(x)))
print(MyLinear(2, 2, bias=False))
se = SELayer(8)
feat = torch.randn(2, 8, 4, 4)
out = se(feat)
print(out.shape, bool(((out / feat).abs() <= 1.0001).all()))
net = nn.Sequential(MyLinear(5, 4), Swish(0.5), nn.Linear(4, 1))
print(net)
print(net(x).shape)
loss = net(x).pow(2).mean()
loss.backward()
print([p.grad is not None for p in net.parameters()])
