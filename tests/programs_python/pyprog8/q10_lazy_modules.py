# nn.LazyLinear / LazyConv2d: shapes inferred on the first forward.
import torch
import torch.nn as nn


class Head(nn.Module):
    def __init__(self, classes):
        super().__init__()
        self.features = nn.Sequential(nn.LazyConv2d(4, 3), nn.ReLU(), nn.Flatten())
        self.fc = nn.LazyLinear(classes)

    def forward(self, x):
        return self.fc(self.features(x))


torch.manual_seed(0)
net = Head(3)
print(net)
print(type(net.fc.weight).__name__, net.fc.in_features)
print(isinstance(net.fc.weight, nn.parameter.UninitializedParameter))
out = net(torch.randn(2, 1, 5, 5))
print(out.shape)
print(net)
print(type(net.fc).__name__, net.fc.weight.shape, net.fc.in_features)
print(sum(p.numel() for p in net.parameters()))
lin = nn.LazyLinear(2, bias=False)
y = lin(torch.ones(4, 7))
print(lin, y.shape, lin.weight.requires_grad)
