import torch
import torch.nn as nn
import torch.nn.functional as F
from collections import OrderedDict


class _DenseLayer(nn.Module):
    def __init__(self, num_input_features, growth_rate, bn_size, drop_rate):
        super().__init__()
        self.norm1 = nn.BatchNorm2d(num_input_features)
        self.relu1 = nn.ReLU(inplace=True)
        self.conv1 = nn.Conv2d(num_input_features, bn_size * growth_rate, kernel_size=1, bias=False)
        self.norm2 = nn.BatchNorm2d(bn_size * growth_rate)
        self.relu2 = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(bn_size * growth_rate, growth_rate, kernel_size=3, padding=1, bias=False)
        self.drop_rate = float(drop_rate)

    def bn_function(self, inputs):
        concated = torch.cat(inputs, 1)
        return self.conv1(self.relu1(self.norm1(concated)))

    def forward(self, input):
        prev = [input] if isinstance(input, torch.Tensor) else input
        out = self.bn_function(prev)
        new = self.conv2(self.relu2(self.norm2(out)))
        if self.drop_rate > 0:
            new = F.dropout(new, p=self.drop_rate, training=self.training)
        return new


class _DenseBlock(nn.ModuleDict):
    def __init__(self, num_layers, num_input_features, bn_size, growth_rate, drop_rate):
        super().__init__()
        for i in range(num_layers):
            layer = _DenseLayer(num_input_features + i * growth_rate, growth_rate, bn_size, drop_rate)
            self.add_module("denselayer%d" % (i + 1), layer)

    def forward(self, init_features):
        features = [init_features]
        for name, layer in self.items():
            features.append(layer(features))
        return torch.cat(features, 1)


class _Transition(nn.Sequential):
    def __init__(self, num_input_features, num_output_features):
        super().__init__()
        self.add_module("norm", nn.BatchNorm2d(num_input_features))
        self.add_module("relu", nn.ReLU(inplace=True))
        self.add_module("conv", nn.Conv2d(num_input_features, num_output_features, 1, bias=False))
        self.add_module("pool", nn.AvgPool2d(kernel_size=2, stride=2))


torch.manual_seed(1)
features = nn.Sequential(OrderedDict([
    ("conv0", nn.Conv2d(3, 8, 3, padding=1, bias=False)),
    ("block1", _DenseBlock(3, 8, 2, 4, 0.2)),
    ("trans1", _Transition(20, 10)),
]))
print(list(features.block1.keys()))
print([n for n, _ in features.named_children()])
features.eval()
x = torch.randn(1, 3, 8, 8)
y = features(x)
print(y.shape, round(y.sum().item(), 3))
features.train()
y2 = features(x)
print(y2.shape, features.block1.denselayer2.norm1.num_batches_tracked.item())
print(features.trans1)
print(len(features.state_dict()))
print(sorted(features.block1.denselayer3.state_dict().keys())[:4])
