import torch
import torch.nn as nn
torch.manual_seed(0)
for mod in [nn.SiLU(inplace=True), nn.ReLU(inplace=True), nn.Hardswish(inplace=True), nn.ELU(inplace=True), nn.Dropout(0.5, inplace=True), nn.Hardtanh(inplace=True), nn.LeakyReLU(0.1, inplace=True), nn.ReLU6(inplace=True), nn.Mish(inplace=True), nn.Hardsigmoid(inplace=True), nn.SELU(inplace=True), nn.CELU(inplace=True), nn.Sigmoid(), nn.Tanh()]:
    x = torch.randn(6, requires_grad=True)
    y = x * 2
    z = mod(y)
    (z * torch.arange(6.)).sum().backward()
    print(type(mod).__name__, x.grad.round(decimals=4))
x = torch.randn(2, 3, 1, 1, requires_grad=True)
y = x * 1
torch.nn.functional.dropout(y, 0.3, True, inplace=True)
y.sum().backward()
print(x.grad)
