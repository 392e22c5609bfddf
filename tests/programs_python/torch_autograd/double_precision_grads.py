# Gradients of a float64 model must match PyTorch's to the last digit: the
# formulas (grouped convolution weights, max pooling, in-place activations)
# run in the model's dtype.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 8, 3, padding=1, bias=False), nn.BatchNorm2d(8), nn.ReLU6(inplace=True),
    nn.MaxPool2d(3, 2, 1),
    nn.Conv2d(8, 8, 3, padding=1, groups=8, bias=False), nn.BatchNorm2d(8), nn.Hardswish(),
    nn.Conv2d(8, 8, 1, groups=2), nn.SiLU(inplace=True), nn.Hardsigmoid(),
    nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 3)).double()
x = torch.randn(2, 3, 10, 10, dtype=torch.double)
loss = F.cross_entropy(model(x), torch.tensor([0, 2]))
loss.backward()
print("%.15g" % loss.item())
for name, p in model.named_parameters():
    print(name, tuple(p.grad.shape), "%.6e" % p.grad.abs().sum().item())
y = torch.randn(4, 6, dtype=torch.double, requires_grad=True)
z = y.clone()
F.relu6(z, inplace=True)
F.hardtanh(z, -0.5, 0.5, inplace=True)
(z * torch.arange(6.0, dtype=torch.double)).sum().backward()
print(y.grad)
