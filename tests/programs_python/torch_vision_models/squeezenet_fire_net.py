import torch
import torch.nn as nn
import torch.nn.init as init

torch.manual_seed(6)

class Fire(nn.Module):
    def __init__(self, inplanes, squeeze_planes, expand1x1_planes, expand3x3_planes):
        super().__init__()
        self.inplanes = inplanes
        self.squeeze = nn.Conv2d(inplanes, squeeze_planes, kernel_size=1)
        self.squeeze_activation = nn.ReLU(inplace=True)
        self.expand1x1 = nn.Conv2d(squeeze_planes, expand1x1_planes, kernel_size=1)
        self.expand1x1_activation = nn.ReLU(inplace=True)
        self.expand3x3 = nn.Conv2d(squeeze_planes, expand3x3_planes, kernel_size=3, padding=1)
        self.expand3x3_activation = nn.ReLU(inplace=True)

    def forward(self, x):
        x = self.squeeze_activation(self.squeeze(x))
        return torch.cat(
            [self.expand1x1_activation(self.expand1x1(x)), self.expand3x3_activation(self.expand3x3(x))], 1)

class SqueezeNet(nn.Module):
    def __init__(self, num_classes=10, dropout=0.5):
        super().__init__()
        self.num_classes = num_classes
        self.features = nn.Sequential(
            nn.Conv2d(3, 8, kernel_size=3, stride=2),
            nn.ReLU(inplace=True),
            nn.MaxPool2d(kernel_size=3, stride=2, ceil_mode=True),
            Fire(8, 4, 8, 8),
            Fire(16, 4, 8, 8),
            nn.MaxPool2d(kernel_size=3, stride=2, ceil_mode=True),
            Fire(16, 6, 12, 12),
        )
        final_conv = nn.Conv2d(24, self.num_classes, kernel_size=1)
        self.classifier = nn.Sequential(
            nn.Dropout(p=dropout), final_conv, nn.ReLU(inplace=True), nn.AdaptiveAvgPool2d((1, 1)))
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                if m is final_conv:
                    init.normal_(m.weight, mean=0.0, std=0.01)
                else:
                    init.kaiming_uniform_(m.weight)
                if m.bias is not None:
                    init.constant_(m.bias, 0)

    def forward(self, x):
        x = self.features(x)
        x = self.classifier(x)
        return torch.flatten(x, 1)

net = SqueezeNet()
print(net.features[3])
x = torch.randn(2, 3, 33, 33)
h = x
for i, layer in enumerate(net.features):
    h = layer(h)
    print(i, type(layer).__name__, tuple(h.shape))
net.eval()
y = net(x)
print(y.shape, round(y.sum().item(), 5))
print(net.features[2])
print(nn.MaxPool2d(3, 2, ceil_mode=True)(torch.arange(49.).view(1, 1, 7, 7)))
print(nn.MaxPool2d(3, 2, ceil_mode=False)(torch.arange(49.).view(1, 1, 7, 7)))
print(nn.AvgPool2d(2, ceil_mode=True)(torch.arange(25.).view(1, 1, 5, 5)))
print(nn.AvgPool2d(3, stride=2, padding=1, count_include_pad=False)(torch.arange(16.).view(1, 1, 4, 4)))
counts = {}
for m in net.modules():
    counts[type(m).__name__] = counts.get(type(m).__name__, 0) + 1
print(sorted(counts.items()))
