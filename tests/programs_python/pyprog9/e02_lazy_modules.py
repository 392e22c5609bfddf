# Lazy modules: shapes inferred at the first call.
import torch
import torch.nn as nn

torch.manual_seed(0)
net = nn.Sequential(nn.LazyConv2d(4, 3), nn.LazyBatchNorm2d(), nn.ReLU(), nn.LazyConvTranspose2d(2, 2, stride=2),
                    nn.Flatten(), nn.LazyLinear(5))
print(net)
print(net[0].weight, type(net[0]).__name__, net.has_uninitialized_params() if hasattr(net, "has_uninitialized_params") else None)
out = net(torch.randn(2, 3, 6, 6))
print(tuple(out.shape), type(net[0]).__name__, type(net[1]).__name__, type(net[3]).__name__, type(net[5]).__name__)
print(tuple(net[0].weight.shape), tuple(net[1].running_mean.shape), tuple(net[3].weight.shape), tuple(net[5].weight.shape))
print(net)
bn1 = nn.LazyBatchNorm1d()
y = bn1(torch.randn(4, 7))
print(bn1, tuple(y.shape), bn1.num_batches_tracked.item())
c1 = nn.LazyConv1d(3, 2)
print(tuple(c1(torch.randn(1, 5, 4)).shape), c1.in_channels)
ct3 = nn.LazyConvTranspose1d(2, 3)
print(tuple(ct3(torch.randn(1, 4, 5)).shape), ct3)
