// ===--- vision_ops_misc_py.cpp - torchvision.ops.misc --------------------=== //
// torchvision 0.14's building blocks: ConvNormActivation (a Sequential of
// conv, norm and activation), FrozenBatchNorm2d (batch norm with fixed
// statistics, all buffers), SqueezeExcitation, MLP, Permute.
#include "python_torch/vision_sources.h"

namespace ts::py {

namespace {

const char* kOpsMiscPy = R"PY(
import warnings
from collections.abc import Sequence
import torch
from torch import Tensor

__all__ = ["FrozenBatchNorm2d", "ConvNormActivation", "Conv2dNormActivation", "Conv3dNormActivation",
           "SqueezeExcitation", "MLP", "Permute"]


def _make_ntuple(x, n):
    if isinstance(x, Sequence) and not isinstance(x, str):
        return tuple(x)
    return tuple([x] * n)


class FrozenBatchNorm2d(torch.nn.Module):
    def __init__(self, num_features, eps=1e-5):
        super().__init__()
        self.eps = eps
        self.register_buffer("weight", torch.ones(num_features))
        self.register_buffer("bias", torch.zeros(num_features))
        self.register_buffer("running_mean", torch.zeros(num_features))
        self.register_buffer("running_var", torch.ones(num_features))

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                              error_msgs):
        state_dict.pop(prefix + "num_batches_tracked", None)
        super()._load_from_state_dict(state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                                      error_msgs)

    def forward(self, x: Tensor) -> Tensor:
        w = self.weight.reshape(1, -1, 1, 1)
        b = self.bias.reshape(1, -1, 1, 1)
        rv = self.running_var.reshape(1, -1, 1, 1)
        rm = self.running_mean.reshape(1, -1, 1, 1)
        scale = w * (rv + self.eps).rsqrt()
        bias = b - rm * scale
        return x * scale + bias

    def __repr__(self):
        return f"{self.__class__.__name__}({self.weight.shape[0]}, eps={self.eps})"


def _same_padding(kernel_size, dilation):
    if isinstance(kernel_size, int) and isinstance(dilation, int):
        return (kernel_size - 1) // 2 * dilation
    n = len(kernel_size) if isinstance(kernel_size, Sequence) else len(dilation)
    kernel_size = _make_ntuple(kernel_size, n)
    dilation = _make_ntuple(dilation, n)
    return tuple((kernel_size[i] - 1) // 2 * dilation[i] for i in range(n))


class ConvNormActivation(torch.nn.Sequential):
    def __init__(self, in_channels, out_channels, kernel_size=3, stride=1, padding=None, groups=1,
                 norm_layer=torch.nn.BatchNorm2d, activation_layer=torch.nn.ReLU, dilation=1, inplace=True,
                 bias=None, conv_layer=torch.nn.Conv2d):
        if padding is None:
            padding = _same_padding(kernel_size, dilation)
            if not isinstance(padding, int):
                n = len(padding)
                kernel_size, dilation = _make_ntuple(kernel_size, n), _make_ntuple(dilation, n)
        if bias is None:
            bias = norm_layer is None
        layers = [conv_layer(in_channels, out_channels, kernel_size, stride, padding, dilation=dilation,
                             groups=groups, bias=bias)]
        if norm_layer is not None:
            layers.append(norm_layer(out_channels))
        if activation_layer is not None:
            params = {} if inplace is None else {"inplace": inplace}
            layers.append(activation_layer(**params))
        super().__init__(*layers)
        self.out_channels = out_channels
        if self.__class__ == ConvNormActivation:
            warnings.warn("Don't use ConvNormActivation directly, please use Conv2dNormActivation and "
                          "Conv3dNormActivation instead.")


class Conv2dNormActivation(ConvNormActivation):
    def __init__(self, in_channels, out_channels, kernel_size=3, stride=1, padding=None, groups=1,
                 norm_layer=torch.nn.BatchNorm2d, activation_layer=torch.nn.ReLU, dilation=1, inplace=True,
                 bias=None):
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, groups, norm_layer,
                         activation_layer, dilation, inplace, bias, torch.nn.Conv2d)


class Conv3dNormActivation(ConvNormActivation):
    def __init__(self, in_channels, out_channels, kernel_size=3, stride=1, padding=None, groups=1,
                 norm_layer=torch.nn.BatchNorm3d, activation_layer=torch.nn.ReLU, dilation=1, inplace=True,
                 bias=None):
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, groups, norm_layer,
                         activation_layer, dilation, inplace, bias, torch.nn.Conv3d)


class SqueezeExcitation(torch.nn.Module):
    def __init__(self, input_channels, squeeze_channels, activation=torch.nn.ReLU,
                 scale_activation=torch.nn.Sigmoid):
        super().__init__()
        self.avgpool = torch.nn.AdaptiveAvgPool2d(1)
        self.fc1 = torch.nn.Conv2d(input_channels, squeeze_channels, 1)
        self.fc2 = torch.nn.Conv2d(squeeze_channels, input_channels, 1)
        self.activation = activation()
        self.scale_activation = scale_activation()

    def _scale(self, input: Tensor) -> Tensor:
        scale = self.activation(self.fc1(self.avgpool(input)))
        return self.scale_activation(self.fc2(scale))

    def forward(self, input: Tensor) -> Tensor:
        return self._scale(input) * input


class MLP(torch.nn.Sequential):
    def __init__(self, in_channels, hidden_channels, norm_layer=None, activation_layer=torch.nn.ReLU,
                 inplace=True, bias=True, dropout=0.0):
        params = {} if inplace is None else {"inplace": inplace}
        layers = []
        in_dim = in_channels
        for hidden_dim in hidden_channels[:-1]:
            layers.append(torch.nn.Linear(in_dim, hidden_dim, bias=bias))
            if norm_layer is not None:
                layers.append(norm_layer(hidden_dim))
            layers.append(activation_layer(**params))
            layers.append(torch.nn.Dropout(dropout, **params))
            in_dim = hidden_dim
        layers.append(torch.nn.Linear(in_dim, hidden_channels[-1], bias=bias))
        layers.append(torch.nn.Dropout(dropout, **params))
        super().__init__(*layers)


class Permute(torch.nn.Module):
    def __init__(self, dims):
        super().__init__()
        self.dims = dims

    def forward(self, x: Tensor) -> Tensor:
        return torch.permute(x, self.dims)
)PY";

}  // namespace

const char* visionOpsMiscSource() { return kOpsMiscPy; }

}  // namespace ts::py
