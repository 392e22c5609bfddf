import torch
import torch.nn as nn
import torch.nn.functional as F
from collections import OrderedDict
from typing import List

torch.manual_seed(5)

class _DenseLayer(nn.Module):
    def __init__(self, num_input_features, growth_rate, bn_size, drop_rate):
        super().__init__()
        self.norm1 = nn.BatchNorm2d(num_input_features)
        self.relu1 = nn.ReLU(inplace=True)
        self.conv1 = nn.Conv2d(num_input_features, bn_size * growth_rate, kernel_size=1, stride=1, bias=False)
        self.norm2 = nn.BatchNorm2d(bn_size * growth_rate)
        self.relu2 = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(bn_size * growth_rate, growth_rate, kernel_size=3, stride=1, padding=1, bias=False)
        self.drop_rate = float(drop_rate)

    def bn_function(self, inputs: List[torch.Tensor]) -> torch.Tensor:
        concated_features = torch.cat(inputs, 1)
        return self.conv1(self.relu1(self.norm1(concated_features)))

    def forward(self, input):
        if isinstance(input, torch.Tensor):
            prev_features = [input]
        else:
            prev_features = input
        bottleneck_output = self.bn_function(prev_features)
        new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        if self.drop_rate > 0:
            new_features = F.dropout(new_features, p=self.drop_rate, training=self.training)
        return new_features

class _DenseBlock(nn.ModuleDict):
    _version = 2
    def __init__(self, num_layers, num_input_features, bn_size, growth_rate, drop_rate):
        super().__init__()
        for i in range(num_layers):
            layer = _DenseLayer(num_input_features + i * growth_rate, growth_rate=growth_rate,
                                bn_size=bn_size, drop_rate=drop_rate)
            self.add_module("denselayer%d" % (i + 1), layer)

    def forward(self, init_features):
        features = [init_features]
        for name, layer in self.items():
            new_features = layer(features)
            features.append(new_features)
        return torch.cat(features, 1)

class _Transition(nn.Sequential):
    def __init__(self, num_input_features, num_output_features):
        super().__init__()
        self.norm = nn.BatchNorm2d(num_input_features)
        self.relu = nn.ReLU(inplace=True)
        self.conv = nn.Conv2d(num_input_features, num_output_features, kernel_size=1, stride=1, bias=False)
        self.pool = nn.AvgPool2d(kernel_size=2, stride=2)

features = nn.Sequential(OrderedDict([
    ("conv0", nn.Conv2d(3, 8, kernel_size=3, stride=1, padding=1, bias=False)),
    ("norm0", nn.BatchNorm2d(8)),
    ("relu0", nn.ReLU(inplace=True)),
]))
num_features = 8
for i, num_layers in enumerate((2, 3)):
    block = _DenseBlock(num_layers, num_features, 2, 4, 0.0)
    features.add_module("denseblock%d" % (i + 1), block)
    num_features = num_features + num_layers * 4
    if i != 1:
        trans = _Transition(num_features, num_features // 2)
        features.add_module("transition%d" % (i + 1), trans)
        num_features = num_features // 2
features.add_module("norm5", nn.BatchNorm2d(num_features))
classifier = nn.Linear(num_features, 5)
for m in features.modules():
    if isinstance(m, nn.Conv2d):
        nn.init.kaiming_normal_(m.weight)
    elif isinstance(m, nn.BatchNorm2d):
        nn.init.constant_(m.weight, 1)
        nn.init.constant_(m.bias, 0)
print(num_features)
print([n for n, _ in features.named_children()])
print(list(features.denseblock2.keys()))
x = torch.randn(2, 3, 8, 8)
f = features(x)
out = F.relu(f, inplace=True)
out = F.adaptive_avg_pool2d(out, (1, 1))
out = torch.flatten(out, 1)
out = classifier(out)
print(f.shape, out.shape)
print(round(features.norm5.running_mean.sum().item(), 4))
sd = features.state_dict()
print(len(sd), [k for k in sd if k.startswith("denseblock1.denselayer2")][:4])
print(features.denseblock1.denselayer2.conv1)
features.eval()
with torch.no_grad():
    o2 = features(x)
print(round(o2.abs().sum().item(), 2) > 0, o2.dtype)
