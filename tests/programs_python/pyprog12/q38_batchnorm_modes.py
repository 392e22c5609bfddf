import torch
import torch.nn as nn

torch.manual_seed(0)
bn = nn.BatchNorm1d(3, momentum=0.5)
x = torch.randn(8, 3) * 2 + 1
print(bn.running_mean, bn.running_var, bn.num_batches_tracked)
bn(x)
print(torch.round(bn.running_mean, decimals=4), torch.round(bn.running_var, decimals=4), bn.num_batches_tracked)
bn.eval()
y = bn(x)
print(torch.round(y.mean(0), decimals=4))
bn.train()
bn.reset_running_stats()
print(bn.running_mean, bn.num_batches_tracked)
bn2 = nn.BatchNorm1d(3, affine=False, track_running_stats=False)
print(bn2, bn2.running_mean)
print(torch.round(bn2(x).std(0, unbiased=False), decimals=3))
ln = nn.LayerNorm([3])
print(torch.round(ln(x).mean(-1), decimals=4)[:3])
gn = nn.GroupNorm(2, 4)
print(torch.round(gn(torch.arange(16.0).reshape(2, 4, 2)), decimals=4)[0])
inn = nn.InstanceNorm1d(2)
print(inn, torch.round(inn(torch.arange(8.0).reshape(1, 2, 4)), decimals=4))
bn3 = nn.BatchNorm2d(2, momentum=None)
for i in range(3):
    bn3(torch.full((2, 2, 1, 1), float(i)) + torch.arange(2.0).view(1, 2, 1, 1))
print(bn3.running_mean, bn3.num_batches_tracked)
print(bn.state_dict().keys())
