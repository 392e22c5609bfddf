import copy
import math
from dataclasses import dataclass
from functools import partial
from typing import Callable, List, Optional, Sequence, Union

import torch
from torch import nn, Tensor


def _make_divisible(v: float, divisor: int, min_value: Optional[int] = None) -> int:
    if min_value is None:
        min_value = divisor
    new_v = max(min_value, int(v + divisor / 2) // divisor * divisor)
    if new_v < 0.9 * v:
        new_v += divisor
    return new_v


class Conv2dNormActivation(nn.Sequential):
    def __init__(self, in_channels, out_channels, kernel_size=3, stride=1, groups=1,
                 norm_layer=nn.BatchNorm2d, activation_layer=nn.ReLU):
        padding = (kernel_size - 1) // 2
        layers = [nn.Conv2d(in_channels, out_channels, kernel_size, stride, padding, groups=groups,
                            bias=norm_layer is None)]
        if norm_layer is not None:
            layers.append(norm_layer(out_channels))
        if activation_layer is not None:
            layers.append(activation_layer(inplace=True))
        super().__init__(*layers)
        self.out_channels = out_channels


class SqueezeExcitation(nn.Module):
    def __init__(self, input_channels, squeeze_channels, activation=nn.ReLU, scale_activation=nn.Sigmoid):
        super().__init__()
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.fc1 = nn.Conv2d(input_channels, squeeze_channels, 1)
        self.fc2 = nn.Conv2d(squeeze_channels, input_channels, 1)
        self.activation = activation()
        self.scale_activation = scale_activation()

    def forward(self, input):
        scale = self.avgpool(input)
        scale = self.fc2(self.activation(self.fc1(scale)))
        return self.scale_activation(scale) * input


@dataclass
class _MBConvConfig:
    expand_ratio: float
    kernel: int
    stride: int
    input_channels: int
    out_channels: int
    num_layers: int
    block: Callable[..., nn.Module]

    @staticmethod
    def adjust_channels(channels: int, width_mult: float, min_value: Optional[int] = None) -> int:
        return _make_divisible(channels * width_mult, 8, min_value)


class MBConvConfig(_MBConvConfig):
    def __init__(self, expand_ratio, kernel, stride, input_channels, out_channels, num_layers,
                 width_mult=1.0, depth_mult=1.0, block=None):
        input_channels = self.adjust_channels(input_channels, width_mult)
        out_channels = self.adjust_channels(out_channels, width_mult)
        num_layers = self.adjust_depth(num_layers, depth_mult)
        if block is None:
            block = MBConv
        super().__init__(expand_ratio, kernel, stride, input_channels, out_channels, num_layers, block)

    @staticmethod
    def adjust_depth(num_layers: int, depth_mult: float):
        return int(math.ceil(num_layers * depth_mult))


class MBConv(nn.Module):
    def __init__(self, cnf: MBConvConfig, stochastic_depth_prob: float, norm_layer,
                 se_layer=SqueezeExcitation) -> None:
        super().__init__()
        if not (1 <= cnf.stride <= 2):
            raise ValueError("illegal stride value")
        self.use_res_connect = cnf.stride == 1 and cnf.input_channels == cnf.out_channels
        layers: List[nn.Module] = []
        activation_layer = nn.SiLU
        expanded_channels = cnf.adjust_channels(cnf.input_channels, cnf.expand_ratio)
        if expanded_channels != cnf.input_channels:
            layers.append(Conv2dNormActivation(cnf.input_channels, expanded_channels, kernel_size=1,
                                               norm_layer=norm_layer, activation_layer=activation_layer))
        layers.append(Conv2dNormActivation(expanded_channels, expanded_channels, kernel_size=cnf.kernel,
                                           stride=cnf.stride, groups=expanded_channels,
                                           norm_layer=norm_layer, activation_layer=activation_layer))
        squeeze_channels = max(1, cnf.input_channels // 4)
        layers.append(se_layer(expanded_channels, squeeze_channels, activation=partial(nn.SiLU, inplace=True)))
        layers.append(Conv2dNormActivation(expanded_channels, cnf.out_channels, kernel_size=1,
                                           norm_layer=norm_layer, activation_layer=None))
        self.block = nn.Sequential(*layers)
        self.stochastic_depth_prob = stochastic_depth_prob
        self.out_channels = cnf.out_channels

    def forward(self, input: Tensor) -> Tensor:
        result = self.block(input)
        if self.use_res_connect:
            result += input
        return result


torch.manual_seed(7)
setting = [
    MBConvConfig(1, 3, 1, 8, 8, 1, width_mult=1.0, depth_mult=1.0),
    MBConvConfig(4, 3, 2, 8, 12, 2, width_mult=1.0, depth_mult=1.5),
]
for s in setting:
    print(s)
print(MBConvConfig.adjust_channels(12, 1.1), MBConvConfig.adjust_depth(3, 1.2))
norm_layer = partial(nn.BatchNorm2d, eps=1e-3, momentum=0.01)
stages = []
total = sum(c.num_layers for c in setting)
block_id = 0
for cnf in setting:
    stage = []
    for _ in range(cnf.num_layers):
        block_cnf = copy.copy(cnf)
        if stage:
            block_cnf.input_channels = block_cnf.out_channels
            block_cnf.stride = 1
        sd_prob = 0.2 * float(block_id) / total
        stage.append(block_cnf.block(block_cnf, sd_prob, norm_layer))
        block_id += 1
    stages.append(nn.Sequential(*stage))
features = nn.Sequential(
    Conv2dNormActivation(3, 8, kernel_size=3, stride=2, norm_layer=norm_layer, activation_layer=nn.SiLU),
    *stages)
print(len(features), [type(m).__name__ for m in features])
print([round(b.stochastic_depth_prob, 3) for st in stages for b in st])
print([b.use_res_connect for st in stages for b in st])
print(features[2][0].block[1][1])
for m in features.modules():
    if isinstance(m, nn.Conv2d):
        nn.init.kaiming_normal_(m.weight, mode="fan_out")
        if m.bias is not None:
            nn.init.zeros_(m.bias)
    elif isinstance(m, nn.BatchNorm2d):
        nn.init.ones_(m.weight)
        nn.init.zeros_(m.bias)
x = torch.randn(2, 3, 16, 16)
features.train()
y = features(x)
print(y.shape)
bn = features[0][1]
print(bn.num_batches_tracked.item(), round(bn.running_mean.abs().sum().item(), 4))
features.eval()
with torch.no_grad():
    z = features(x)
print(z.shape, round(z.mean().item(), 3), round(z.std().item(), 3))
