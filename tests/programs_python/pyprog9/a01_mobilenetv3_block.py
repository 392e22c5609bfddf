# MobileNetV3-style inverted residual blocks with squeeze-excitation, trained a few steps.
from functools import partial
from typing import Callable, List, Optional
import torch
from torch import nn, Tensor
import torch.nn.functional as F


def _make_divisible(v: float, divisor: int, min_value: Optional[int] = None) -> int:
    if min_value is None:
        min_value = divisor
    new_v = max(min_value, int(v + divisor / 2) // divisor * divisor)
    if new_v < 0.9 * v:
        new_v += divisor
    return new_v


class SqueezeExcitation(nn.Module):
    def __init__(self, input_channels: int, squeeze_channels: int,
                 activation: Callable[..., nn.Module] = nn.ReLU,
                 scale_activation: Callable[..., nn.Module] = nn.Hardsigmoid) -> None:
        super().__init__()
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.fc1 = nn.Conv2d(input_channels, squeeze_channels, 1)
        self.fc2 = nn.Conv2d(squeeze_channels, input_channels, 1)
        self.activation = activation()
        self.scale_activation = scale_activation()

    def _scale(self, input: Tensor) -> Tensor:
        scale = self.avgpool(input)
        scale = self.fc1(scale)
        scale = self.activation(scale)
        scale = self.fc2(scale)
        return self.scale_activation(scale)

    def forward(self, input: Tensor) -> Tensor:
        return self._scale(input) * input


class ConvBNActivation(nn.Sequential):
    def __init__(self, in_planes, out_planes, kernel_size=3, stride=1, groups=1,
                 norm_layer=None, activation_layer=None):
        padding = (kernel_size - 1) // 2
        if norm_layer is None:
            norm_layer = nn.BatchNorm2d
        if activation_layer is None:
            activation_layer = nn.ReLU6
        layers = [nn.Conv2d(in_planes, out_planes, kernel_size, stride, padding, groups=groups, bias=False),
                  norm_layer(out_planes)]
        if activation_layer is not nn.Identity:
            layers.append(activation_layer(inplace=True))
        super().__init__(*layers)
        self.out_channels = out_planes


class InvertedResidualConfig:
    def __init__(self, input_channels, kernel, expanded_channels, out_channels, use_se, activation, stride, width_mult):
        self.input_channels = self.adjust_channels(input_channels, width_mult)
        self.kernel = kernel
        self.expanded_channels = self.adjust_channels(expanded_channels, width_mult)
        self.out_channels = self.adjust_channels(out_channels, width_mult)
        self.use_se = use_se
        self.use_hs = activation == "HS"
        self.stride = stride

    @staticmethod
    def adjust_channels(channels: int, width_mult: float):
        return _make_divisible(channels * width_mult, 8)

    def __repr__(self):
        return f"Cfg(in={self.input_channels}, exp={self.expanded_channels}, out={self.out_channels}, se={self.use_se}, hs={self.use_hs})"


class InvertedResidual(nn.Module):
    def __init__(self, cnf: InvertedResidualConfig, norm_layer: Callable[..., nn.Module],
                 se_layer: Callable[..., nn.Module] = partial(SqueezeExcitation, scale_activation=nn.Hardsigmoid)):
        super().__init__()
        self.use_res_connect = cnf.stride == 1 and cnf.input_channels == cnf.out_channels
        layers: List[nn.Module] = []
        activation_layer = nn.Hardswish if cnf.use_hs else nn.ReLU
        if cnf.expanded_channels != cnf.input_channels:
            layers.append(ConvBNActivation(cnf.input_channels, cnf.expanded_channels, kernel_size=1,
                                           norm_layer=norm_layer, activation_layer=activation_layer))
        layers.append(ConvBNActivation(cnf.expanded_channels, cnf.expanded_channels, kernel_size=cnf.kernel,
                                       stride=cnf.stride, groups=cnf.expanded_channels,
                                       norm_layer=norm_layer, activation_layer=activation_layer))
        if cnf.use_se:
            squeeze_channels = _make_divisible(cnf.expanded_channels // 4, 8)
            layers.append(se_layer(cnf.expanded_channels, squeeze_channels))
        layers.append(ConvBNActivation(cnf.expanded_channels, cnf.out_channels, kernel_size=1,
                                       norm_layer=norm_layer, activation_layer=nn.Identity))
        self.block = nn.Sequential(*layers)
        self.out_channels = cnf.out_channels
        self._is_cn = cnf.stride > 1

    def forward(self, input: Tensor) -> Tensor:
        result = self.block(input)
        if self.use_res_connect:
            result += input
        return result


class TinyMobileNetV3(nn.Module):
    def __init__(self, settings, num_classes=5):
        super().__init__()
        norm_layer = partial(nn.BatchNorm2d, eps=0.001, momentum=0.01)
        first = settings[0].input_channels
        layers = [ConvBNActivation(3, first, kernel_size=3, stride=2, norm_layer=norm_layer, activation_layer=nn.Hardswish)]
        for cnf in settings:
            layers.append(InvertedResidual(cnf, norm_layer))
        last_in = settings[-1].out_channels
        layers.append(ConvBNActivation(last_in, 6 * last_in, kernel_size=1, norm_layer=norm_layer, activation_layer=nn.Hardswish))
        self.features = nn.Sequential(*layers)
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.classifier = nn.Sequential(nn.Linear(6 * last_in, 32), nn.Hardswish(inplace=True),
                                        nn.Dropout(p=0.2, inplace=True), nn.Linear(32, num_classes))
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out")
                if m.bias is not None:
                    nn.init.zeros_(m.bias)
            elif isinstance(m, (nn.BatchNorm2d, nn.GroupNorm)):
                nn.init.ones_(m.weight)
                nn.init.zeros_(m.bias)
            elif isinstance(m, nn.Linear):
                nn.init.normal_(m.weight, 0, 0.01)
                nn.init.zeros_(m.bias)

    def forward(self, x):
        x = self.features(x)
        x = self.avgpool(x)
        x = torch.flatten(x, 1)
        return self.classifier(x)


torch.manual_seed(0)
bneck = partial(InvertedResidualConfig, width_mult=0.5)
settings = [bneck(16, 3, 16, 16, True, "RE", 2), bneck(16, 3, 72, 24, False, "RE", 2),
            bneck(24, 5, 96, 24, True, "HS", 1)]
for s in settings:
    print(s)
model = TinyMobileNetV3(settings)
print(model.features[1])
print("params", sum(p.numel() for p in model.parameters()))
print([type(m).__name__ for m in model.features[3].block])
print(model.features[3].use_res_connect, model.features[2].use_res_connect)
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, weight_decay=1e-4)
x = torch.randn(8, 3, 32, 32)
y = torch.randint(0, 5, (8,))
for step in range(4):
    opt.zero_grad()
    out = model(x)
    loss = F.cross_entropy(out, y)
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 3))
model.eval()
with torch.no_grad():
    p = model(x[:2]).softmax(-1)
print(tuple(p.shape), [round(v, 2) for v in p.sum(-1).tolist()])
print(round(model.features[0][1].running_mean.abs().sum().item(), 3))
