// ===--- vision_mobilenet_v3_py.cpp - torchvision.models.mobilenetv3 ------=== //
// torchvision 0.14's MobileNetV3 small/large: inverted residual blocks with
// squeeze-excitation and hardswish, built and initialized in torchvision's
// order (Note [torchvision init order], vision_resnet_py.cpp).
#include "python_torch/vision_sources.h"

namespace ts::py {

namespace {

const char* kMobilenetV3Py = R"PY(
from collections.abc import Sequence
from functools import partial
import torch
from torch import nn, Tensor
from torchvision.ops.misc import Conv2dNormActivation, SqueezeExcitation as SElayer
from torchvision.models._utils import _resolve_weights, _make_divisible

__all__ = ["MobileNetV3", "mobilenet_v3_large", "mobilenet_v3_small"]


class InvertedResidualConfig:
    def __init__(self, input_channels, kernel, expanded_channels, out_channels, use_se, activation, stride, dilation,
                 width_mult):
        self.input_channels = self.adjust_channels(input_channels, width_mult)
        self.kernel = kernel
        self.expanded_channels = self.adjust_channels(expanded_channels, width_mult)
        self.out_channels = self.adjust_channels(out_channels, width_mult)
        self.use_se = use_se
        self.use_hs = activation == "HS"
        self.stride = stride
        self.dilation = dilation

    @staticmethod
    def adjust_channels(channels, width_mult):
        return _make_divisible(channels * width_mult, 8)


class InvertedResidual(nn.Module):
    def __init__(self, cnf, norm_layer, se_layer=partial(SElayer, scale_activation=nn.Hardsigmoid)):
        super().__init__()
        if not (1 <= cnf.stride <= 2):
            raise ValueError("illegal stride value")
        self.use_res_connect = cnf.stride == 1 and cnf.input_channels == cnf.out_channels
        layers = []
        activation_layer = nn.Hardswish if cnf.use_hs else nn.ReLU
        if cnf.expanded_channels != cnf.input_channels:
            layers.append(Conv2dNormActivation(cnf.input_channels, cnf.expanded_channels, kernel_size=1,
                                               norm_layer=norm_layer, activation_layer=activation_layer))
        stride = 1 if cnf.dilation > 1 else cnf.stride
        layers.append(Conv2dNormActivation(cnf.expanded_channels, cnf.expanded_channels, kernel_size=cnf.kernel,
                                           stride=stride, dilation=cnf.dilation, groups=cnf.expanded_channels,
                                           norm_layer=norm_layer, activation_layer=activation_layer))
        if cnf.use_se:
            squeeze_channels = _make_divisible(cnf.expanded_channels // 4, 8)
            layers.append(se_layer(cnf.expanded_channels, squeeze_channels))
        layers.append(Conv2dNormActivation(cnf.expanded_channels, cnf.out_channels, kernel_size=1,
                                           norm_layer=norm_layer, activation_layer=None))
        self.block = nn.Sequential(*layers)
        self.out_channels = cnf.out_channels
        self._is_cn = cnf.stride > 1

    def forward(self, input: Tensor) -> Tensor:
        result = self.block(input)
        if self.use_res_connect:
            result += input
        return result


class MobileNetV3(nn.Module):
    def __init__(self, inverted_residual_setting, last_channel, num_classes=1000, block=None, norm_layer=None,
                 dropout=0.2, **kwargs):
        super().__init__()
        if not inverted_residual_setting:
            raise ValueError("The inverted_residual_setting should not be empty")
        if not (isinstance(inverted_residual_setting, Sequence)
                and all([isinstance(s, InvertedResidualConfig) for s in inverted_residual_setting])):
            raise TypeError("The inverted_residual_setting should be List[InvertedResidualConfig]")
        if block is None:
            block = InvertedResidual
        if norm_layer is None:
            norm_layer = partial(nn.BatchNorm2d, eps=0.001, momentum=0.01)
        firstconv_output_channels = inverted_residual_setting[0].input_channels
        layers = [Conv2dNormActivation(3, firstconv_output_channels, kernel_size=3, stride=2, norm_layer=norm_layer,
                                       activation_layer=nn.Hardswish)]
        for cnf in inverted_residual_setting:
            layers.append(block(cnf, norm_layer))
        lastconv_input_channels = inverted_residual_setting[-1].out_channels
        lastconv_output_channels = 6 * lastconv_input_channels
        layers.append(Conv2dNormActivation(lastconv_input_channels, lastconv_output_channels, kernel_size=1,
                                           norm_layer=norm_layer, activation_layer=nn.Hardswish))
        self.features = nn.Sequential(*layers)
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.classifier = nn.Sequential(
            nn.Linear(lastconv_output_channels, last_channel), nn.Hardswish(inplace=True),
            nn.Dropout(p=dropout, inplace=True), nn.Linear(last_channel, num_classes))
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

    def _forward_impl(self, x: Tensor) -> Tensor:
        x = torch.flatten(self.avgpool(self.features(x)), 1)
        return self.classifier(x)

    def forward(self, x: Tensor) -> Tensor:
        return self._forward_impl(x)


# (input, kernel, expanded, out, use_se, activation, stride, dilated) per block; `r` marks
# channel counts divided by 2 for reduced_tail.
_LARGE = [(16, 3, 16, 16, False, "RE", 1, 0), (16, 3, 64, 24, False, "RE", 2, 0), (24, 3, 72, 24, False, "RE", 1, 0),
          (24, 5, 72, 40, True, "RE", 2, 0), (40, 5, 120, 40, True, "RE", 1, 0), (40, 5, 120, 40, True, "RE", 1, 0),
          (40, 3, 240, 80, False, "HS", 2, 0), (80, 3, 200, 80, False, "HS", 1, 0),
          (80, 3, 184, 80, False, "HS", 1, 0), (80, 3, 184, 80, False, "HS", 1, 0),
          (80, 3, 480, 112, True, "HS", 1, 0), (112, 3, 672, 112, True, "HS", 1, 0),
          (112, 5, 672, "160r", True, "HS", 2, 1), ("160r", 5, "960r", "160r", True, "HS", 1, 1),
          ("160r", 5, "960r", "160r", True, "HS", 1, 1)]
_SMALL = [(16, 3, 16, 16, True, "RE", 2, 0), (16, 3, 72, 24, False, "RE", 2, 0), (24, 3, 88, 24, False, "RE", 1, 0),
          (24, 5, 96, 40, True, "HS", 2, 0), (40, 5, 240, 40, True, "HS", 1, 0), (40, 5, 240, 40, True, "HS", 1, 0),
          (40, 5, 120, 48, True, "HS", 1, 0), (48, 5, 144, 48, True, "HS", 1, 0),
          (48, 5, 288, "96r", True, "HS", 2, 1), ("96r", 5, "576r", "96r", True, "HS", 1, 1),
          ("96r", 5, "576r", "96r", True, "HS", 1, 1)]


def _mobilenet_v3_conf(arch, width_mult=1.0, reduced_tail=False, dilated=False, **kwargs):
    reduce_divider = 2 if reduced_tail else 1
    dilation = 2 if dilated else 1

    def channels(c):
        return int(c[:-1]) // reduce_divider if isinstance(c, str) else c

    if arch == "mobilenet_v3_large":
        table, last = _LARGE, 1280
    elif arch == "mobilenet_v3_small":
        table, last = _SMALL, 1024
    else:
        raise ValueError(f"Unsupported model type {arch}")
    setting = [InvertedResidualConfig(channels(i), k, channels(e), channels(o), se, act, s, dilation if d else 1,
                                      width_mult=width_mult) for i, k, e, o, se, act, s, d in table]
    return setting, InvertedResidualConfig.adjust_channels(last // reduce_divider, width_mult=width_mult)


def _mobilenet_v3(arch, args, weights, kwargs):
    kwargs = _resolve_weights(arch, args, weights, kwargs)
    inverted_residual_setting, last_channel = _mobilenet_v3_conf(arch, **kwargs)
    return MobileNetV3(inverted_residual_setting, last_channel, **kwargs)


def mobilenet_v3_large(*args, weights=None, progress=True, **kwargs):
    return _mobilenet_v3("mobilenet_v3_large", args, weights, kwargs)


def mobilenet_v3_small(*args, weights=None, progress=True, **kwargs):
    return _mobilenet_v3("mobilenet_v3_small", args, weights, kwargs)
)PY";

}  // namespace

const char* visionMobilenetV3Source() { return kMobilenetV3Py; }

}  // namespace ts::py
