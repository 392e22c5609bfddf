import math
import copy
import torch
from torch import nn, Tensor
from dataclasses import dataclass
from typing import Callable, Optional

torch.manual_seed(8)

def _make_divisible(v, divisor, min_value=None):
    if min_value is None:
        min_value = divisor
    new_v = max(min_value, int(v + divisor / 2) // divisor * divisor)
    if new_v < 0.9 * v:
        new_v += divisor
    return new_v

class SqueezeExcitation(nn.Module):
    def __init__(self, input_channels, squeeze_channels, activation=nn.ReLU, scale_activation=nn.Sigmoid):
        super().__init__()
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.fc1 = nn.Conv2d(input_channels, squeeze_channels, 1)
        self.fc2 = nn.Conv2d(squeeze_channels, input_channels, 1)
        self.activation = activation()
        self.scale_activation = scale_activation()

    def _scale(self, input):
        scale = self.avgpool(input)
        scale = self.fc1(scale)
        scale = self.activation(scale)
        scale = self.fc2(scale)
        return self.scale_activation(scale)

    def forward(self, input):
        scale = self._scale(input)
        return scale * input

@dataclass
class MBConvConfig:
    expand_ratio: float
    kernel: int
    stride: int
    input_channels: int
    out_channels: int
    num_layers: int
    block: Optional[Callable[..., nn.Module]] = None

    @staticmethod
    def adjust_channels(channels, width_mult, min_value=None):
        return _make_divisible(channels * width_mult, 8, min_value)

    @staticmethod
    def adjust_depth(num_layers, depth_mult):
        return int(math.ceil(num_layers * depth_mult))

class Conv2dNormActivation(nn.Sequential):
    def __init__(self, in_channels, out_channels, kernel_size=3, stride=1, groups=1, activation_layer=nn.ReLU):
        padding = (kernel_size - 1) // 2
        layers = [nn.Conv2d(in_channels, out_channels, kernel_size, stride, padding, groups=groups, bias=False),
                  nn.BatchNorm2d(out_channels)]
        if activation_layer is not None:
            layers.append(activation_layer(inplace=True))
        super().__init__(*layers)
        self.out_channels = out_channels

class MBConv(nn.Module):
    def __init__(self, cnf, stochastic_depth_prob):
        super().__init__()
        self.use_res_connect = cnf.stride == 1 and cnf.input_channels == cnf.out_channels
        layers = []
        expanded_channels = cnf.adjust_channels(cnf.input_channels, cnf.expand_ratio)
        if expanded_channels != cnf.input_channels:
            layers.append(Conv2dNormActivation(cnf.input_channels, expanded_channels, kernel_size=1, activation_layer=nn.SiLU))
        layers.append(Conv2dNormActivation(expanded_channels, expanded_channels, kernel_size=cnf.kernel,
                                           stride=cnf.stride, groups=expanded_channels, activation_layer=nn.SiLU))
        squeeze_channels = max(1, cnf.input_channels // 4)
        layers.append(SqueezeExcitation(expanded_channels, squeeze_channels, activation=nn.SiLU))
        layers.append(Conv2dNormActivation(expanded_channels, cnf.out_channels, kernel_size=1, activation_layer=None))
        self.block = nn.Sequential(*layers)
        self.p = stochastic_depth_prob
        self.out_channels = cnf.out_channels

    def forward(self, input):
        result = self.block(input)
        if self.use_res_connect:
            if self.training and self.p > 0:
                keep = torch.empty([result.shape[0], 1, 1, 1]).bernoulli_(1 - self.p) / (1 - self.p)
                result = result * keep
            result += input
        return result

print([_make_divisible(c, 8) for c in (3, 10, 12, 17, 30, 37.5, 100)])
settings = [MBConvConfig(1, 3, 1, 8, 8, 1), MBConvConfig(6, 3, 2, 8, 16, 2), MBConvConfig(6, 5, 1, 16, 16, 1)]
print(settings[1])
print(settings[0] == MBConvConfig(1, 3, 1, 8, 8, 1), MBConvConfig.adjust_depth(3, 1.2))
layers = []
total = sum(c.num_layers for c in settings)
stage_block_id = 0
for cnf in settings:
    stage = []
    for _ in range(cnf.num_layers):
        block_cnf = copy.copy(cnf)
        if stage:
            block_cnf.input_channels = block_cnf.out_channels
            block_cnf.stride = 1
        sd_prob = 0.2 * float(stage_block_id) / total
        stage.append(MBConv(block_cnf, sd_prob))
        stage_block_id += 1
    layers.append(nn.Sequential(*stage))
net = nn.Sequential(Conv2dNormActivation(3, 8, stride=2, activation_layer=nn.SiLU), *layers)
print([round(m.p, 3) for m in net.modules() if isinstance(m, MBConv)])
print([m.use_res_connect for m in net.modules() if isinstance(m, MBConv)])
print(net[0])
net.eval()
x = torch.randn(2, 3, 16, 16)
with torch.no_grad():
    y = net(x)
print(y.shape, round(y.mean().item(), 4))
print(net[2][0].block[2])
se = SqueezeExcitation(4, 2)
t = torch.ones(1, 4, 2, 2)
print(se._scale(t).shape)
print(settings[0].block, cnf.stride, settings[1].stride)
