// ===--- vision_efficientnet_py.cpp - torchvision.models.efficientnet -----=== //
// torchvision 0.14's EfficientNet B0-B7 and V2 S/M/L: (Fused)MBConv blocks
// with squeeze-excitation and per-block stochastic depth, built and
// initialized in torchvision's order (Note [torchvision init order],
// vision_resnet_py.cpp).
#include "python_torch/vision_sources.h"

namespace ts::py {

namespace {

const char* kEfficientnetPy = R"PY(
import copy
import math
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Callable, List, Optional
import torch
from torch import nn, Tensor
from torchvision.ops.misc import Conv2dNormActivation, SqueezeExcitation
from torchvision.ops.stochastic_depth import StochasticDepth
from torchvision.models._utils import _resolve_weights, _make_divisible

__all__ = ["EfficientNet", "efficientnet_b0", "efficientnet_b1", "efficientnet_b2", "efficientnet_b3",
           "efficientnet_b4", "efficientnet_b5", "efficientnet_b6", "efficientnet_b7", "efficientnet_v2_s",
           "efficientnet_v2_m", "efficientnet_v2_l"]


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
    def adjust_channels(channels, width_mult, min_value=None):
        return _make_divisible(channels * width_mult, 8, min_value)


class MBConvConfig(_MBConvConfig):
    def __init__(self, expand_ratio, kernel, stride, input_channels, out_channels, num_layers, width_mult=1.0,
                 depth_mult=1.0, block=None):
        input_channels = self.adjust_channels(input_channels, width_mult)
        out_channels = self.adjust_channels(out_channels, width_mult)
        num_layers = self.adjust_depth(num_layers, depth_mult)
        if block is None:
            block = MBConv
        super().__init__(expand_ratio, kernel, stride, input_channels, out_channels, num_layers, block)

    @staticmethod
    def adjust_depth(num_layers, depth_mult):
        return int(math.ceil(num_layers * depth_mult))


class FusedMBConvConfig(_MBConvConfig):
    def __init__(self, expand_ratio, kernel, stride, input_channels, out_channels, num_layers, block=None):
        if block is None:
            block = FusedMBConv
        super().__init__(expand_ratio, kernel, stride, input_channels, out_channels, num_layers, block)


class MBConv(nn.Module):
    def __init__(self, cnf, stochastic_depth_prob, norm_layer, se_layer=SqueezeExcitation):
        super().__init__()
        if not (1 <= cnf.stride <= 2):
            raise ValueError("illegal stride value")
        self.use_res_connect = cnf.stride == 1 and cnf.input_channels == cnf.out_channels
        layers = []
        activation_layer = nn.SiLU
        expanded_channels = cnf.adjust_channels(cnf.input_channels, cnf.expand_ratio)
        if expanded_channels != cnf.input_channels:
            layers.append(Conv2dNormActivation(cnf.input_channels, expanded_channels, kernel_size=1,
                                               norm_layer=norm_layer, activation_layer=activation_layer))
        layers.append(Conv2dNormActivation(expanded_channels, expanded_channels, kernel_size=cnf.kernel,
                                           stride=cnf.stride, groups=expanded_channels, norm_layer=norm_layer,
                                           activation_layer=activation_layer))
        squeeze_channels = max(1, cnf.input_channels // 4)
        layers.append(se_layer(expanded_channels, squeeze_channels, activation=partial(nn.SiLU, inplace=True)))
        layers.append(Conv2dNormActivation(expanded_channels, cnf.out_channels, kernel_size=1,
                                           norm_layer=norm_layer, activation_layer=None))
        self.block = nn.Sequential(*layers)
        self.stochastic_depth = StochasticDepth(stochastic_depth_prob, "row")
        self.out_channels = cnf.out_channels

    def forward(self, input: Tensor) -> Tensor:
        result = self.block(input)
        if self.use_res_connect:
            result = self.stochastic_depth(result)
            result += input
        return result


class FusedMBConv(nn.Module):
    def __init__(self, cnf, stochastic_depth_prob, norm_layer):
        super().__init__()
        if not (1 <= cnf.stride <= 2):
            raise ValueError("illegal stride value")
        self.use_res_connect = cnf.stride == 1 and cnf.input_channels == cnf.out_channels
        layers = []
        activation_layer = nn.SiLU
        expanded_channels = cnf.adjust_channels(cnf.input_channels, cnf.expand_ratio)
        if expanded_channels != cnf.input_channels:
            layers.append(Conv2dNormActivation(cnf.input_channels, expanded_channels, kernel_size=cnf.kernel,
                                               stride=cnf.stride, norm_layer=norm_layer,
                                               activation_layer=activation_layer))
            layers.append(Conv2dNormActivation(expanded_channels, cnf.out_channels, kernel_size=1,
                                               norm_layer=norm_layer, activation_layer=None))
        else:
            layers.append(Conv2dNormActivation(cnf.input_channels, cnf.out_channels, kernel_size=cnf.kernel,
                                               stride=cnf.stride, norm_layer=norm_layer,
                                               activation_layer=activation_layer))
        self.block = nn.Sequential(*layers)
        self.stochastic_depth = StochasticDepth(stochastic_depth_prob, "row")
        self.out_channels = cnf.out_channels

    def forward(self, input: Tensor) -> Tensor:
        result = self.block(input)
        if self.use_res_connect:
            result = self.stochastic_depth(result)
            result += input
        return result


def _check_setting(setting):
    if not setting:
        raise ValueError("The inverted_residual_setting should not be empty")
    if not (isinstance(setting, Sequence) and all([isinstance(s, _MBConvConfig) for s in setting])):
        raise TypeError("The inverted_residual_setting should be List[MBConvConfig]")


class EfficientNet(nn.Module):
    def __init__(self, inverted_residual_setting, dropout, stochastic_depth_prob=0.2, num_classes=1000,
                 norm_layer=None, last_channel=None, **kwargs):
        super().__init__()
        _check_setting(inverted_residual_setting)
        if "block" in kwargs:
            warnings.warn("The parameter 'block' is deprecated since 0.13 and will be removed 0.15. "
                          "Please pass this information on 'MBConvConfig.block' instead.")
            if kwargs["block"] is not None:
                for s in inverted_residual_setting:
                    if isinstance(s, MBConvConfig):
                        s.block = kwargs["block"]
        if norm_layer is None:
            norm_layer = nn.BatchNorm2d
        firstconv_output_channels = inverted_residual_setting[0].input_channels
        layers = [Conv2dNormActivation(3, firstconv_output_channels, kernel_size=3, stride=2, norm_layer=norm_layer,
                                       activation_layer=nn.SiLU)]
        total_stage_blocks = sum(cnf.num_layers for cnf in inverted_residual_setting)
        stage_block_id = 0
        for cnf in inverted_residual_setting:
            stage = []
            for _ in range(cnf.num_layers):
                block_cnf = copy.copy(cnf)
                if stage:  # later blocks of a stage keep the stage's width and stride 1
                    block_cnf.input_channels = block_cnf.out_channels
                    block_cnf.stride = 1
                sd_prob = stochastic_depth_prob * float(stage_block_id) / total_stage_blocks
                stage.append(block_cnf.block(block_cnf, sd_prob, norm_layer))
                stage_block_id += 1
            layers.append(nn.Sequential(*stage))
        lastconv_input_channels = inverted_residual_setting[-1].out_channels
        lastconv_output_channels = last_channel if last_channel is not None else 4 * lastconv_input_channels
        layers.append(Conv2dNormActivation(lastconv_input_channels, lastconv_output_channels, kernel_size=1,
                                           norm_layer=norm_layer, activation_layer=nn.SiLU))
        self.features = nn.Sequential(*layers)
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.classifier = nn.Sequential(nn.Dropout(p=dropout, inplace=True),
                                        nn.Linear(lastconv_output_channels, num_classes))
        self._init_weights()

    def _init_weights(self):
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out")
                if m.bias is not None:
                    nn.init.zeros_(m.bias)
            elif isinstance(m, (nn.BatchNorm2d, nn.GroupNorm)):
                nn.init.ones_(m.weight)
                nn.init.zeros_(m.bias)
            elif isinstance(m, nn.Linear):
                init_range = 1.0 / math.sqrt(m.out_features)
                nn.init.uniform_(m.weight, -init_range, init_range)
                nn.init.zeros_(m.bias)

    def _forward_impl(self, x: Tensor) -> Tensor:
        x = torch.flatten(self.avgpool(self.features(x)), 1)
        return self.classifier(x)

    def forward(self, x: Tensor) -> Tensor:
        return self._forward_impl(x)


def _b_setting(width_mult, depth_mult):
    c = partial(MBConvConfig, width_mult=width_mult, depth_mult=depth_mult)
    return [c(1, 3, 1, 32, 16, 1), c(6, 3, 2, 16, 24, 2), c(6, 5, 2, 24, 40, 2), c(6, 3, 2, 40, 80, 3),
            c(6, 5, 1, 80, 112, 3), c(6, 5, 2, 112, 192, 4), c(6, 3, 1, 192, 320, 1)]


def _v2_setting(arch):
    F, M = FusedMBConvConfig, MBConvConfig
    if arch == "efficientnet_v2_s":
        return [F(1, 3, 1, 24, 24, 2), F(4, 3, 2, 24, 48, 4), F(4, 3, 2, 48, 64, 4), M(4, 3, 2, 64, 128, 6),
                M(6, 3, 1, 128, 160, 9), M(6, 3, 2, 160, 256, 15)]
    if arch == "efficientnet_v2_m":
        return [F(1, 3, 1, 24, 24, 3), F(4, 3, 2, 24, 48, 5), F(4, 3, 2, 48, 80, 5), M(4, 3, 2, 80, 160, 7),
                M(6, 3, 1, 160, 176, 14), M(6, 3, 2, 176, 304, 18), M(6, 3, 1, 304, 512, 5)]
    return [F(1, 3, 1, 32, 32, 4), F(4, 3, 2, 32, 64, 7), F(4, 3, 2, 64, 96, 7), M(4, 3, 2, 96, 192, 10),
            M(6, 3, 1, 192, 224, 19), M(6, 3, 2, 224, 384, 25), M(6, 3, 1, 384, 640, 7)]


def _efficientnet(name, setting, dropout, last_channel, args, weights, kwargs, norm_layer=None):
    kwargs = _resolve_weights(name, args, weights, kwargs)
    if norm_layer is not None:
        kwargs["norm_layer"] = norm_layer
    return EfficientNet(setting, dropout, last_channel=last_channel, **kwargs)


def _b(name, width_mult, depth_mult, dropout, args, weights, kwargs, norm_layer=None):
    return _efficientnet(name, _b_setting(width_mult, depth_mult), dropout, None, args, weights, kwargs, norm_layer)


def _v2(name, dropout, args, weights, kwargs):
    norm_layer = partial(nn.BatchNorm2d, eps=1e-03)
    return _efficientnet(name, _v2_setting(name), dropout, 1280, args, weights, kwargs, norm_layer)


def efficientnet_b0(*args, weights=None, progress=True, **kwargs):
    return _b("efficientnet_b0", 1.0, 1.0, 0.2, args, weights, kwargs)


def efficientnet_b1(*args, weights=None, progress=True, **kwargs):
    return _b("efficientnet_b1", 1.0, 1.1, 0.2, args, weights, kwargs)


def efficientnet_b2(*args, weights=None, progress=True, **kwargs):
    return _b("efficientnet_b2", 1.1, 1.2, 0.3, args, weights, kwargs)


def efficientnet_b3(*args, weights=None, progress=True, **kwargs):
    return _b("efficientnet_b3", 1.2, 1.4, 0.3, args, weights, kwargs)


def efficientnet_b4(*args, weights=None, progress=True, **kwargs):
    return _b("efficientnet_b4", 1.4, 1.8, 0.4, args, weights, kwargs)


_B5_NORM = partial(nn.BatchNorm2d, eps=0.001, momentum=0.01)


def efficientnet_b5(*args, weights=None, progress=True, **kwargs):
    return _b("efficientnet_b5", 1.6, 2.2, 0.4, args, weights, kwargs, _B5_NORM)


def efficientnet_b6(*args, weights=None, progress=True, **kwargs):
    return _b("efficientnet_b6", 1.8, 2.6, 0.5, args, weights, kwargs, _B5_NORM)


def efficientnet_b7(*args, weights=None, progress=True, **kwargs):
    return _b("efficientnet_b7", 2.0, 3.1, 0.5, args, weights, kwargs, _B5_NORM)


def efficientnet_v2_s(*args, weights=None, progress=True, **kwargs):
    return _v2("efficientnet_v2_s", 0.2, args, weights, kwargs)


def efficientnet_v2_m(*args, weights=None, progress=True, **kwargs):
    return _v2("efficientnet_v2_m", 0.3, args, weights, kwargs)


def efficientnet_v2_l(*args, weights=None, progress=True, **kwargs):
    return _v2("efficientnet_v2_l", 0.4, args, weights, kwargs)
)PY";

}  // namespace

const char* visionEfficientnetSource() { return kEfficientnetPy; }

}  // namespace ts::py
