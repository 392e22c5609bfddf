# BatchNorm with momentum=None keeps a cumulative moving average of the batch
# statistics; relu's gradient is +0 (not -0) where the input is <= 0.
import torch
import torch.nn as nn

torch.manual_seed(0)
bn = nn.BatchNorm2d(2, momentum=None)
for i in range(3):
    bn(torch.randn(4, 2, 3, 3) * (i + 1))
print(bn.running_mean, bn.running_var, bn.num_batches_tracked)
bn1 = nn.BatchNorm1d(3, momentum=None, affine=False)
for i in range(4):
    bn1(torch.randn(8, 3) + i)
print(bn1.running_mean, bn1.running_var)
print(torch.jit.script(bn1).momentum)

x = torch.tensor([-1.0, 0.0, 2.0, -3.0], requires_grad=True)
(torch.relu(x) * -3).sum().backward()
print(x.grad)
y = torch.tensor([-1.0, 0.5, 2.0], requires_grad=True)
(nn.functional.threshold(y, 0.75, 9.0) * -2).sum().backward()
print(y.grad)
