# torch.nn's module classes in TorchScript. Each is an ordinary nn.Module
# subclass: `__init__` runs eagerly and creates Parameters and buffers in
# PyTorch's order (so seeded weights match), `forward` is compiled when the
# owning model is scripted. Each class declares PyTorch 1.13's own
# `__constants__`, so scripting inlines the same attributes as constants and
# `.code`/`.graph` read as PyTorch's.
import copy
import math
import torch
import torch.nn.functional as F
import torch.nn.init as init
from typing import List, Optional, Tuple


def _single(x):
    if isinstance(x, int):
        return (x,)
    return x


def _pair(x):
    if isinstance(x, (int, float)):
        return (x, x)
    return x


def _triple(x):
    if isinstance(x, (int, float)):
        return (x, x, x)
    return x


# Note [nn base classes]: PyTorch's private bases (_ConvNd, _MaxPoolNd, _NormBase,
# _BatchNorm, _DropoutNd, _Loss, ...) are part of the API: user code tests
# isinstance(m, nn.modules.batchnorm._BatchNorm) and subclasses _Loss, and
# a 3-d module is no subclass of its 2-d sibling. Shared __init__s live here.
class _MaxPoolNd(torch.nn.Module):
    __constants__ = ['kernel_size', 'stride', 'padding', 'dilation', 'return_indices', 'ceil_mode']

    def __init__(self, kernel_size, stride=None, padding=0, dilation=1, return_indices: bool = False,
                 ceil_mode: bool = False):
        super().__init__()
        self.kernel_size = kernel_size
        self.stride = stride if (stride is not None) else kernel_size
        self.padding = padding
        self.dilation = dilation
        self.return_indices = return_indices
        self.ceil_mode = ceil_mode


class _AdaptiveAvgPoolNd(torch.nn.Module):
    __constants__ = ['output_size']

    def __init__(self, output_size):
        super().__init__()
        self.output_size = output_size


class _AdaptiveMaxPoolNd(torch.nn.Module):
    __constants__ = ['output_size', 'return_indices']

    def __init__(self, output_size, return_indices: bool = False):
        super().__init__()
        self.output_size = output_size
        self.return_indices = return_indices


class _AvgPoolNd(torch.nn.Module):
    __constants__ = ['kernel_size', 'stride', 'padding', 'ceil_mode', 'count_include_pad', 'divisor_override']

    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode: bool = False, count_include_pad: bool = True,
                 divisor_override: Optional[int] = None):
        super().__init__()
        self.kernel_size = kernel_size
        self.stride = stride if (stride is not None) else kernel_size
        self.padding = padding
        self.ceil_mode = ceil_mode
        self.count_include_pad = count_include_pad
        self.divisor_override = divisor_override


class _NormBase(torch.nn.Module):
    __constants__ = ['track_running_stats', 'momentum', 'eps', 'num_features', 'affine']

    def __init__(self, num_features: int, eps: float = 1e-5, momentum: Optional[float] = 0.1, affine: bool = True,
                 track_running_stats: bool = True, device=None, dtype=None):
        super().__init__()
        self.num_features = num_features
        self.eps = eps
        self.momentum = momentum
        self.affine = affine
        self.track_running_stats = track_running_stats
        if affine:
            self.weight = torch.nn.Parameter(torch.ones([num_features], device=device, dtype=dtype))
            self.bias = torch.nn.Parameter(torch.zeros([num_features], device=device, dtype=dtype))
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)
        if track_running_stats:
            self.register_buffer("running_mean", torch.zeros([num_features], device=device, dtype=dtype))
            self.register_buffer("running_var", torch.ones([num_features], device=device, dtype=dtype))
            self.register_buffer("num_batches_tracked", torch.tensor(0, dtype=torch.long, device=device))
        else:
            self.register_buffer("running_mean", None)
            self.register_buffer("running_var", None)
            self.register_buffer("num_batches_tracked", None)

    def reset_running_stats(self) -> None:
        if self.track_running_stats:
            self.running_mean.zero_()  # pt: torch/nn/modules/batchnorm.py:61
            self.running_var.fill_(1)
            self.num_batches_tracked.zero_()

    def reset_parameters(self) -> None:
        self.reset_running_stats()
        if self.affine:
            init.ones_(self.weight)  # pt: torch/nn/modules/batchnorm.py:68
            init.zeros_(self.bias)


class _BatchNorm(_NormBase):
    __constants__ = ['track_running_stats', 'momentum', 'eps', 'num_features', 'affine']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        self._check_input_dim(input)
        # PyTorch 1.13's code, so scripted BatchNorms print as PyTorch's.
        if self.momentum is None:
            exponential_average_factor = 0.0
        else:
            exponential_average_factor = self.momentum
        if self.training and self.track_running_stats:
            if self.num_batches_tracked is not None:
                self.num_batches_tracked.add_(1)
                if self.momentum is None:
                    exponential_average_factor = 1.0 / float(self.num_batches_tracked)
                else:
                    exponential_average_factor = self.momentum
        if self.training:
            bn_training = True
        else:
            bn_training = (self.running_mean is None) and (self.running_var is None)
        return F.batch_norm(input,
                            self.running_mean if not self.training or self.track_running_stats else None,
                            self.running_var if not self.training or self.track_running_stats else None,
                            self.weight, self.bias, bn_training, exponential_average_factor, self.eps)


class _InstanceNorm(_NormBase):
    __constants__ = ['track_running_stats', 'momentum', 'eps', 'num_features', 'affine']

    def __init__(self, num_features: int, eps: float = 1e-5, momentum: float = 0.1, affine: bool = False,
                 track_running_stats: bool = False, device=None, dtype=None):
        super().__init__(num_features, eps, momentum, affine, track_running_stats, device, dtype)


class _DropoutNd(torch.nn.Module):
    __constants__ = ['p', 'inplace']

    def __init__(self, p: float = 0.5, inplace: bool = False):
        super().__init__()
        if p < 0.0 or p > 1.0:
            raise ValueError("dropout probability has to be between 0 and 1, but got " + str(p))
        self.p = p
        self.inplace = inplace


class _ConvNd(torch.nn.Module):
    # The convolutions' base (PyTorch's conv._ConvNd): each subclass initializes
    # its own parameters (_conv_init).
    pass


class _ConvTransposeNd(_ConvNd):
    pass


class _Loss(torch.nn.Module):
    def __init__(self, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)


class _WeightedLoss(_Loss):
    def __init__(self, weight: Optional[torch.Tensor] = None, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__(size_average, reduce, reduction)
        self.register_buffer("weight", weight)


class Identity(torch.nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return input


class Linear(torch.nn.Module):
    __constants__ = ['in_features', 'out_features']
    def __init__(self, in_features: int, out_features: int, bias: bool = True, device=None, dtype=None):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.weight = torch.nn.Parameter(torch.empty([out_features, in_features], device=device, dtype=dtype))
        if bias:
            self.bias = torch.nn.Parameter(torch.empty([out_features], device=device, dtype=dtype))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self):
        init.kaiming_uniform_(self.weight, a=math.sqrt(5))  # pt: torch/nn/modules/linear.py:107
        bias = self.bias
        if bias is not None:
            fan_in = self.in_features
            bound = 1 / math.sqrt(fan_in) if fan_in > 0 else 0.0  # pt: torch/nn/modules/linear.py:110
            init.uniform_(bias, -bound, bound)  # pt: torch/nn/modules/linear.py:111

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.linear(input, self.weight, self.bias)  # pt: torch/nn/modules/linear.py:114


class NonDynamicallyQuantizableLinear(Linear):
    # MultiheadAttention's out_proj: a Linear that quantization leaves alone.
    def __init__(self, in_features: int, out_features: int, bias: bool = True, device=None, dtype=None):
        super().__init__(in_features, out_features, bias, device=device, dtype=dtype)


class Conv1d(_ConvNd):
    _reversed_padding_repeated_twice: List[int]
    __constants__ = ['stride', 'padding', 'dilation', 'groups', 'padding_mode', 'output_padding', 'in_channels', 'out_channels', 'kernel_size']
    def __init__(self, in_channels: int, out_channels: int, kernel_size, stride=1, padding=0, dilation=1,
                 groups: int = 1, bias: bool = True, padding_mode: str = "zeros", device=None, dtype=None):
        super().__init__()
        _conv_init(self, in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias, padding_mode,
                   1, False, device=device, dtype=dtype)

    def reset_parameters(self):
        init.kaiming_uniform_(self.weight, a=math.sqrt(5))  # pt: torch/nn/modules/conv.py:150
        bias = self.bias
        if bias is not None:
            fan_in = self.weight.size(1) * self.weight.size(2)
            if fan_in != 0:
                bound = 1 / math.sqrt(fan_in)  # pt: torch/nn/modules/conv.py:154
                init.uniform_(bias, -bound, bound)  # pt: torch/nn/modules/conv.py:155

    def _conv_forward(self, input: torch.Tensor, weight: torch.Tensor, bias: Optional[torch.Tensor]):
        if self.padding_mode != "zeros":
            return F.conv1d(F.pad(input, self._reversed_padding_repeated_twice, mode=self.padding_mode),  # pt: torch/nn/modules/conv.py:306
                            weight, bias, self.stride, [0], self.dilation, self.groups)
        return F.conv1d(input, weight, bias, self.stride, self.padding, self.dilation, self.groups)  # pt: torch/nn/modules/conv.py:309

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return self._conv_forward(input, self.weight, self.bias)  # pt: torch/nn/modules/conv.py:313


def _ntuple(x, n: int):
    if isinstance(x, int):
        return (x,) * n
    return x


def _reversed_padding(padding, kernel_size, dilation, n: int):
    # _ConvNd's _reversed_padding_repeated_twice: F.pad's order (last dim
    # first, each side twice) for the non-'zeros' padding modes.
    if isinstance(padding, str):
        out = [0, 0] * n
        if padding == "same":
            for i in range(n):
                total = dilation[i] * (kernel_size[i] - 1)
                j = n - 1 - i
                out[2 * j] = total // 2
                out[2 * j + 1] = total - total // 2
        return out
    return tuple(padding[i] for i in range(n - 1, -1, -1) for _ in range(2))


def _conv_init(m, in_channels: int, out_channels: int, kernel_size, stride, padding, dilation, groups: int,
               bias: bool, padding_mode: str, n: int, transposed: bool, output_padding=0, device=None, dtype=None):
    # _ConvNd.__init__ for Conv1d/2d/3d and ConvTranspose2d/3d: attributes in
    # PyTorch's order; weight [out, in / groups, *k], transposed [in, out / groups, *k].
    if groups <= 0:
        raise ValueError("groups must be a positive integer")
    if in_channels % groups != 0:
        raise ValueError("in_channels must be divisible by groups")
    if out_channels % groups != 0:
        raise ValueError("out_channels must be divisible by groups")
    if isinstance(padding, str) and padding == "same":
        for s in _ntuple(stride, n):
            if s != 1:
                raise ValueError("padding='same' is not supported for strided convolutions")
    m.in_channels = in_channels
    m.out_channels = out_channels
    m.kernel_size = _ntuple(kernel_size, n)
    m.stride = _ntuple(stride, n)
    m.padding = padding if isinstance(padding, str) else _ntuple(padding, n)
    m.transposed = transposed
    if transposed:
        m.output_padding = _ntuple(output_padding, n)
    m.dilation = _ntuple(dilation, n)
    m.groups = groups
    m.padding_mode = padding_mode
    m._reversed_padding_repeated_twice = _reversed_padding(m.padding, m.kernel_size, m.dilation, n)
    shape = [in_channels, out_channels // groups] if transposed else [out_channels, in_channels // groups]
    m.weight = torch.nn.Parameter(torch.empty(shape + list(m.kernel_size), device=device, dtype=dtype))
    if bias:
        m.bias = torch.nn.Parameter(torch.empty([out_channels], device=device, dtype=dtype))
    else:
        m.register_parameter("bias", None)
    m.reset_parameters()  # virtual, as in _ConvNd.__init__: lazy convs skip it while uninitialized


def _conv_reset(weight: torch.Tensor, bias: Optional[torch.Tensor]):
    # _ConvNd.reset_parameters: bias ~ U(-1/sqrt(fan_in), 1/sqrt(fan_in)).
    init.kaiming_uniform_(weight, a=math.sqrt(5))
    if bias is not None:
        fan_in = weight.size(1)
        for i in range(2, weight.dim()):
            fan_in *= weight.size(i)
        if fan_in != 0:
            bound = 1 / math.sqrt(fan_in)
            init.uniform_(bias, -bound, bound)


class Conv2d(_ConvNd):
    _reversed_padding_repeated_twice: List[int]
    __constants__ = ['stride', 'padding', 'dilation', 'groups', 'padding_mode', 'output_padding', 'in_channels', 'out_channels', 'kernel_size']
    def __init__(self, in_channels: int, out_channels: int, kernel_size, stride=1, padding=0, dilation=1,
                 groups: int = 1, bias: bool = True, padding_mode: str = "zeros", device=None, dtype=None):
        super().__init__()
        _conv_init(self, in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias, padding_mode,
                   2, False, device=device, dtype=dtype)

    def reset_parameters(self):
        _conv_reset(self.weight, self.bias)

    def _conv_forward(self, input: torch.Tensor, weight: torch.Tensor, bias: Optional[torch.Tensor]):
        if self.padding_mode != "zeros":
            return F.conv2d(F.pad(input, self._reversed_padding_repeated_twice, mode=self.padding_mode),  # pt: torch/nn/modules/conv.py:456
                            weight, bias, self.stride, [0, 0], self.dilation, self.groups)
        return F.conv2d(input, weight, bias, self.stride, self.padding, self.dilation, self.groups)  # pt: torch/nn/modules/conv.py:459

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return self._conv_forward(input, self.weight, self.bias)  # pt: torch/nn/modules/conv.py:463


class MaxPool2d(_MaxPoolNd):
    __constants__ = ['kernel_size', 'stride', 'padding', 'dilation', 'return_indices', 'ceil_mode']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.max_pool2d(input, self.kernel_size, self.stride, self.padding, self.dilation,  # pt: torch/nn/modules/pooling.py:166
                            ceil_mode=self.ceil_mode, return_indices=self.return_indices)


class FractionalMaxPool2d(torch.nn.Module):
    __constants__ = ['kernel_size', 'return_indices', 'output_size', 'output_ratio']
    def __init__(self, kernel_size, output_size=None, output_ratio=None, return_indices: bool = False,
                 _random_samples=None):
        super().__init__()
        self.kernel_size = _pair(kernel_size)
        self.return_indices = return_indices
        self.register_buffer('_random_samples', _random_samples)
        self.output_size = _pair(output_size) if output_size is not None else None
        self.output_ratio = _pair(output_ratio) if output_ratio is not None else None
        if output_size is None and output_ratio is None:
            raise ValueError("FractionalMaxPool2d requires specifying either an output size, or a pooling ratio")
        if output_size is not None and output_ratio is not None:
            raise ValueError("only one of output_size and output_ratio may be specified")
        if self.output_ratio is not None:
            if not (0 < self.output_ratio[0] < 1 and 0 < self.output_ratio[1] < 1):
                raise ValueError("output_ratio must be between 0 and 1 (got {})".format(output_ratio))

    def forward(self, input: torch.Tensor):
        return F.fractional_max_pool2d(input, self.kernel_size, self.output_size, self.output_ratio,  # pt: torch/nn/modules/pooling.py:787
                                       self.return_indices, _random_samples=self._random_samples)


class FractionalMaxPool3d(torch.nn.Module):
    __constants__ = ['kernel_size', 'return_indices', 'output_size', 'output_ratio']
    def __init__(self, kernel_size, output_size=None, output_ratio=None, return_indices: bool = False,
                 _random_samples=None):
        super().__init__()
        self.kernel_size = _triple(kernel_size)
        self.return_indices = return_indices
        self.register_buffer('_random_samples', _random_samples)
        self.output_size = _triple(output_size) if output_size is not None else None
        self.output_ratio = _triple(output_ratio) if output_ratio is not None else None
        if output_size is None and output_ratio is None:
            raise ValueError("FractionalMaxPool3d requires specifying either an output size, or a pooling ratio")
        if output_size is not None and output_ratio is not None:
            raise ValueError("only one of output_size and output_ratio may be specified")
        if self.output_ratio is not None:
            if not (0 < self.output_ratio[0] < 1 and 0 < self.output_ratio[1] < 1 and 0 < self.output_ratio[2] < 1):
                raise ValueError("output_ratio must be between 0 and 1 (got {})".format(output_ratio))

    def forward(self, input: torch.Tensor):
        return F.fractional_max_pool3d(input, self.kernel_size, self.output_size, self.output_ratio,  # pt: torch/nn/modules/pooling.py:856
                                       self.return_indices, _random_samples=self._random_samples)


class AvgPool2d(_AvgPoolNd):
    __constants__ = ['kernel_size', 'stride', 'padding', 'ceil_mode', 'count_include_pad', 'divisor_override']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.avg_pool2d(input, self.kernel_size, self.stride, self.padding, self.ceil_mode,  # pt: torch/nn/modules/pooling.py:627
                            self.count_include_pad, self.divisor_override)


class AdaptiveAvgPool2d(_AdaptiveAvgPoolNd):
    __constants__ = ['output_size']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.adaptive_avg_pool2d(input, self.output_size)  # pt: torch/nn/modules/pooling.py:1184


class ReLU(torch.nn.Module):
    __constants__ = ['inplace']
    def __init__(self, inplace: bool = False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.relu(input, inplace=self.inplace)  # pt: torch/nn/modules/activation.py:102


class Tanh(torch.nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return torch.tanh(input)  # pt: torch/nn/modules/activation.py:358


class Sigmoid(torch.nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return torch.sigmoid(input)  # pt: torch/nn/modules/activation.py:294


class GELU(torch.nn.Module):
    __constants__ = ['approximate']
    def __init__(self, approximate: str = "none"):
        super().__init__()
        self.approximate = approximate

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.gelu(input, approximate=self.approximate)  # pt: torch/nn/modules/activation.py:684


class Softmax(torch.nn.Module):
    __constants__ = ['dim']
    def __init__(self, dim: Optional[int] = None):
        super().__init__()
        self.dim = dim

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.softmax(input, self.dim, _stacklevel=5)  # pt: torch/nn/modules/activation.py:1390


class LogSoftmax(torch.nn.Module):
    __constants__ = ['dim']
    def __init__(self, dim: Optional[int] = None):
        super().__init__()
        self.dim = dim

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.log_softmax(input, self.dim, _stacklevel=5)  # pt: torch/nn/modules/activation.py:1461


class Flatten(torch.nn.Module):
    __constants__ = ['start_dim', 'end_dim']
    def __init__(self, start_dim: int = 1, end_dim: int = -1):
        super().__init__()
        self.start_dim = start_dim
        self.end_dim = end_dim

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return input.flatten(self.start_dim, self.end_dim)  # pt: torch/nn/modules/flatten.py:46


class Dropout(_DropoutNd):
    __constants__ = ['p', 'inplace']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.dropout(input, self.p, self.training, self.inplace)  # pt: torch/nn/modules/dropout.py:59


class BatchNorm1d(_BatchNorm):
    __constants__ = ['track_running_stats', 'momentum', 'eps', 'num_features', 'affine']

    def _check_input_dim(self, input: torch.Tensor):
        if input.dim() != 2 and input.dim() != 3:  # pt: torch/nn/modules/batchnorm.py:300
            raise ValueError("expected 2D or 3D input (got " + str(input.dim()) + "D input)")  # pt: torch/nn/modules/batchnorm.py:302


class BatchNorm2d(_BatchNorm):
    __constants__ = ['track_running_stats', 'momentum', 'eps', 'num_features', 'affine']

    def _check_input_dim(self, input: torch.Tensor):
        if input.dim() != 4:  # pt: torch/nn/modules/batchnorm.py:409
            raise ValueError("expected 4D input (got " + str(input.dim()) + "D input)")  # pt: torch/nn/modules/batchnorm.py:410


class LayerNorm(torch.nn.Module):
    __constants__ = ['normalized_shape', 'eps', 'elementwise_affine']
    def __init__(self, normalized_shape, eps: float = 1e-5, elementwise_affine: bool = True, device=None, dtype=None):
        super().__init__()
        if isinstance(normalized_shape, int):
            self.normalized_shape = (normalized_shape,)
        else:
            # A tuple stays as given; a list stays a list (tuple(list) is not
            # available in eager code). isinstance prunes the other branches.
            self.normalized_shape = normalized_shape
        self.eps = eps
        self.elementwise_affine = elementwise_affine
        if elementwise_affine:
            self.weight = torch.nn.Parameter(torch.ones([d for d in self.normalized_shape], device=device, dtype=dtype))
            self.bias = torch.nn.Parameter(torch.zeros([d for d in self.normalized_shape], device=device, dtype=dtype))
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.layer_norm(input, [d for d in self.normalized_shape], self.weight, self.bias, self.eps)  # pt: torch/nn/modules/normalization.py:190


class Embedding(torch.nn.Module):
    __constants__ = ['num_embeddings', 'embedding_dim', 'padding_idx', 'max_norm', 'norm_type', 'scale_grad_by_freq', 'sparse']
    def __init__(self, num_embeddings: int, embedding_dim: int, padding_idx: Optional[int] = None,
                 max_norm: Optional[float] = None, norm_type: float = 2.0, scale_grad_by_freq: bool = False,
                 sparse: bool = False, _weight: Optional[torch.Tensor] = None, _freeze: bool = False,
                              device=None, dtype=None):
        super().__init__()
        self.num_embeddings = num_embeddings
        self.embedding_dim = embedding_dim
        if padding_idx is not None:
            if padding_idx < 0:
                padding_idx = num_embeddings + padding_idx
        self.padding_idx = padding_idx
        self.max_norm = max_norm
        self.norm_type = norm_type
        self.scale_grad_by_freq = scale_grad_by_freq
        if _weight is None:
            self.weight = torch.nn.Parameter(torch.empty([num_embeddings, embedding_dim], device=device, dtype=dtype))
        else:
            if _weight.size(0) != num_embeddings or _weight.size(1) != embedding_dim:
                raise AssertionError("Shape of weight does not match num_embeddings and embedding_dim")
            self.weight = torch.nn.Parameter(_weight, requires_grad=not _freeze)
        self.sparse = sparse
        if _weight is None:
            init.normal_(self.weight)
            if padding_idx is not None:
                with torch.no_grad():
                    self.weight[padding_idx].fill_(0.0)

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.embedding(input, self.weight, self.padding_idx, self.max_norm, self.norm_type,  # pt: torch/nn/modules/sparse.py:160
                           self.scale_grad_by_freq, self.sparse)


# ---- more layers (convolution, pooling, normalization, shape) ------------------------ #

def _conv_bias_bound(weight: torch.Tensor) -> float:
    # 1/sqrt(fan_in) of a convolution weight, fan_in = size(1) * receptive field.
    fan_in = weight.size(1)
    for i in range(2, weight.dim()):
        fan_in *= weight.size(i)
    return 1 / math.sqrt(fan_in) if fan_in != 0 else 0.0


def _transpose_output_padding(input: torch.Tensor, output_size: List[int], stride: List[int], padding: List[int],
                              kernel_size: List[int], dilation: List[int], n: int) -> List[int]:
    # _ConvTransposeNd._output_padding: the output_padding that gives the
    # requested output size (with or without the batch and channel dims).
    non_spatial = 2 if input.dim() == n + 2 else 1
    if len(output_size) == non_spatial + n:
        output_size = output_size[non_spatial:]
    if len(output_size) != n:
        raise ValueError("ConvTranspose{}D: for {}D input, output_size must have {} or {} elements (got {})".format(
            n, input.dim(), n, non_spatial + n, len(output_size)))
    min_sizes: List[int] = []
    max_sizes: List[int] = []
    for d in range(n):
        dim_size = ((input.size(d + non_spatial) - 1) * stride[d] - 2 * padding[d] + dilation[d] * (kernel_size[d] - 1)
                    + 1)
        min_sizes.append(dim_size)
        max_sizes.append(dim_size + stride[d] - 1)
    for i in range(n):
        if output_size[i] < min_sizes[i] or output_size[i] > max_sizes[i]:
            raise ValueError("requested an output size of {}, but valid sizes range from {} to {} (for an input of {})"
                             .format(output_size, min_sizes, max_sizes, input.size()[non_spatial:]))
    res: List[int] = []
    for d in range(n):
        res.append(output_size[d] - min_sizes[d])
    return res


class ConvTranspose1d(_ConvTransposeNd):
    __constants__ = ['stride', 'padding', 'dilation', 'groups', 'padding_mode', 'output_padding', 'in_channels', 'out_channels', 'kernel_size']
    def __init__(self, in_channels: int, out_channels: int, kernel_size, stride=1, padding=0, output_padding=0,
                 groups: int = 1, bias: bool = True, dilation=1, padding_mode: str = "zeros", device=None, dtype=None):
        super().__init__()
        if in_channels % groups != 0:
            raise ValueError("in_channels must be divisible by groups")
        if out_channels % groups != 0:
            raise ValueError("out_channels must be divisible by groups")
        if padding_mode != "zeros":
            raise ValueError('Only "zeros" padding mode is supported for ConvTranspose1d')
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.kernel_size = _single(kernel_size)
        self.stride = _single(stride)
        self.padding = _single(padding)
        self.output_padding = _single(output_padding)
        self.dilation = _single(dilation)
        self.groups = groups
        self.padding_mode = padding_mode
        self.weight = torch.nn.Parameter(torch.empty([in_channels, out_channels // groups, self.kernel_size[0]],
                device=device, dtype=dtype))
        if bias:
            self.bias = torch.nn.Parameter(torch.empty([out_channels], device=device, dtype=dtype))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self):
        init.kaiming_uniform_(self.weight, a=math.sqrt(5))  # pt: torch/nn/modules/conv.py:150
        bias = self.bias
        if bias is not None:
            bound = _conv_bias_bound(self.weight)
            init.uniform_(bias, -bound, bound)  # pt: torch/nn/modules/conv.py:155

    def forward(self, input: torch.Tensor, output_size: Optional[List[int]] = None) -> torch.Tensor:
        if output_size is None:
            return F.conv_transpose1d(input, self.weight, self.bias, self.stride, self.padding, self.output_padding,  # pt: torch/nn/modules/conv.py:801
                                      self.groups, self.dilation)
        output_padding = _transpose_output_padding(input, output_size, [self.stride[0]], [self.padding[0]],
                                                   [self.kernel_size[0]], [self.dilation[0]], 1)
        return F.conv_transpose1d(input, self.weight, self.bias, self.stride, self.padding, output_padding,
                                  self.groups, self.dilation)


class ConvTranspose2d(_ConvTransposeNd):
    __constants__ = ['stride', 'padding', 'dilation', 'groups', 'padding_mode', 'output_padding', 'in_channels', 'out_channels', 'kernel_size']
    def __init__(self, in_channels: int, out_channels: int, kernel_size, stride=1, padding=0, output_padding=0,
                 groups: int = 1, bias: bool = True, dilation=1, padding_mode: str = "zeros", device=None, dtype=None):
        super().__init__()
        if padding_mode != "zeros":
            raise ValueError('Only "zeros" padding mode is supported for ConvTranspose2d')
        _conv_init(self, in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias, padding_mode,
                   2, True, output_padding, device=device, dtype=dtype)

    def reset_parameters(self):
        _conv_reset(self.weight, self.bias)

    def forward(self, input: torch.Tensor, output_size: Optional[List[int]] = None) -> torch.Tensor:
        if output_size is None:
            return F.conv_transpose2d(input, self.weight, self.bias, self.stride, self.padding, self.output_padding,  # pt: torch/nn/modules/conv.py:956
                                      self.groups, self.dilation)
        output_padding = _transpose_output_padding(
            input, output_size, [self.stride[0], self.stride[1]], [self.padding[0], self.padding[1]],
            [self.kernel_size[0], self.kernel_size[1]], [self.dilation[0], self.dilation[1]], 2)
        return F.conv_transpose2d(input, self.weight, self.bias, self.stride, self.padding, output_padding,
                                  self.groups, self.dilation)


class MaxPool1d(_MaxPoolNd):
    __constants__ = ['kernel_size', 'stride', 'padding', 'dilation', 'return_indices', 'ceil_mode']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.max_pool1d(input, self.kernel_size, self.stride, self.padding, self.dilation,  # pt: torch/nn/modules/pooling.py:92
                            ceil_mode=self.ceil_mode, return_indices=self.return_indices)


class AvgPool1d(_AvgPoolNd):
    __constants__ = ['kernel_size', 'stride', 'padding', 'ceil_mode', 'count_include_pad']
    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode: bool = False, count_include_pad: bool = True):
        torch.nn.Module.__init__(self)
        self.kernel_size = _single(kernel_size)
        self.stride = _single(stride if stride is not None else kernel_size)
        self.padding = _single(padding)
        self.ceil_mode = ceil_mode
        self.count_include_pad = count_include_pad

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.avg_pool1d(input, self.kernel_size, self.stride, self.padding, self.ceil_mode,  # pt: torch/nn/modules/pooling.py:547
                            self.count_include_pad)


class AdaptiveAvgPool1d(_AdaptiveAvgPoolNd):
    __constants__ = ['output_size']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.adaptive_avg_pool1d(input, self.output_size)  # pt: torch/nn/modules/pooling.py:1145


class AdaptiveMaxPool1d(_AdaptiveMaxPoolNd):
    __constants__ = ['output_size', 'return_indices']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.adaptive_max_pool1d(input, self.output_size, self.return_indices)  # pt: torch/nn/modules/pooling.py:1021


class AdaptiveMaxPool2d(_AdaptiveMaxPoolNd):
    __constants__ = ['output_size', 'return_indices']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.adaptive_max_pool2d(input, self.output_size, self.return_indices)  # pt: torch/nn/modules/pooling.py:1063


class GroupNorm(torch.nn.Module):
    __constants__ = ['num_groups', 'num_channels', 'eps', 'affine']
    def __init__(self, num_groups: int, num_channels: int, eps: float = 1e-5, affine: bool = True,
                 device=None, dtype=None):
        super().__init__()
        if num_channels % num_groups != 0:
            raise ValueError("num_channels must be divisible by num_groups")
        self.num_groups = num_groups
        self.num_channels = num_channels
        self.eps = eps
        self.affine = affine
        if affine:
            self.weight = torch.nn.Parameter(torch.ones([num_channels], device=device, dtype=dtype))
            self.bias = torch.nn.Parameter(torch.zeros([num_channels], device=device, dtype=dtype))
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.group_norm(input, self.num_groups, self.weight, self.bias, self.eps)  # pt: torch/nn/modules/normalization.py:273


class InstanceNorm1d(_InstanceNorm):
    __constants__ = ['track_running_stats', 'momentum', 'eps', 'num_features', 'affine']
    def forward(self, input: torch.Tensor) -> torch.Tensor:
        if input.dim() != 2 and input.dim() != 3:  # pt: torch/nn/modules/instancenorm.py:71
            raise ValueError("expected 2D or 3D input (got {}D input)".format(input.dim()))
        return _instance_norm_forward(input, input.dim() == 2, self.running_mean, self.running_var, self.weight,
                                      self.bias, self.training or not self.track_running_stats, self.momentum,
                                      self.eps)


class InstanceNorm2d(_InstanceNorm):
    __constants__ = ['track_running_stats', 'momentum', 'eps', 'num_features', 'affine']
    def forward(self, input: torch.Tensor) -> torch.Tensor:
        if input.dim() != 3 and input.dim() != 4:  # pt: torch/nn/modules/instancenorm.py:71
            raise ValueError("expected 3D or 4D input (got {}D input)".format(input.dim()))
        return _instance_norm_forward(input, input.dim() == 3, self.running_mean, self.running_var, self.weight,
                                      self.bias, self.training or not self.track_running_stats, self.momentum,
                                      self.eps)


def _instance_norm_forward(input: torch.Tensor, unbatched: bool, running_mean: Optional[torch.Tensor],
                           running_var: Optional[torch.Tensor], weight: Optional[torch.Tensor],
                           bias: Optional[torch.Tensor], use_input_stats: bool, momentum: float,
                           eps: float) -> torch.Tensor:
    # An unbatched input is normalized as a batch of one.
    if unbatched:
        return F.instance_norm(input.unsqueeze(0), running_mean, running_var, weight, bias, use_input_stats,
                               momentum, eps).squeeze(0)
    return F.instance_norm(input, running_mean, running_var, weight, bias, use_input_stats, momentum, eps)


class LocalResponseNorm(torch.nn.Module):
    __constants__ = ['size', 'alpha', 'beta', 'k']
    def __init__(self, size: int, alpha: float = 1e-4, beta: float = 0.75, k: float = 1.0):
        super().__init__()
        self.size = size
        self.alpha = alpha
        self.beta = beta
        self.k = k

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.local_response_norm(input, self.size, self.alpha, self.beta, self.k)  # pt: torch/nn/modules/normalization.py:56


class Unflatten(torch.nn.Module):
    __constants__ = ['dim', 'unflattened_size']
    def __init__(self, dim: int, unflattened_size: List[int]):
        super().__init__()
        self.dim = dim
        self.unflattened_size = unflattened_size

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return input.unflatten(self.dim, self.unflattened_size)  # pt: torch/nn/modules/flatten.py:139


class Upsample(torch.nn.Module):
    __constants__ = ['size', 'scale_factor', 'mode', 'align_corners', 'name', 'recompute_scale_factor']
    def __init__(self, size=None, scale_factor=None, mode: str = "nearest", align_corners: Optional[bool] = None):
        super().__init__()
        self.size = size
        if isinstance(scale_factor, tuple):
            self.scale_factor = tuple(float(f) for f in scale_factor)
        else:
            self.scale_factor = float(scale_factor) if scale_factor is not None else None
        self.mode = mode
        self.align_corners = align_corners

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.interpolate(input, self.size, self.scale_factor, self.mode, self.align_corners)  # pt: torch/nn/modules/upsampling.py:156


class PixelShuffle(torch.nn.Module):
    __constants__ = ['upscale_factor']
    def __init__(self, upscale_factor: int):
        super().__init__()
        self.upscale_factor = upscale_factor

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.pixel_shuffle(input, self.upscale_factor)  # pt: torch/nn/modules/pixelshuffle.py:54


class PixelUnshuffle(torch.nn.Module):
    __constants__ = ['downscale_factor']
    def __init__(self, downscale_factor: int):
        super().__init__()
        self.downscale_factor = downscale_factor

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.pixel_unshuffle(input, self.downscale_factor)  # pt: torch/nn/modules/pixelshuffle.py:104


class ConstantPad1d(torch.nn.Module):
    __constants__ = ['padding', 'value']
    def __init__(self, padding, value: float):
        super().__init__()
        self.padding = _pair(padding)
        self.value = value

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.pad(input, self.padding, "constant", self.value)  # pt: torch/nn/modules/padding.py:25


class ConstantPad2d(torch.nn.Module):
    __constants__ = ['padding', 'value']
    def __init__(self, padding, value: float):
        super().__init__()
        self.padding = (padding, padding, padding, padding) if isinstance(padding, int) else padding
        self.value = value

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.pad(input, self.padding, "constant", self.value)  # pt: torch/nn/modules/padding.py:25


class ZeroPad2d(torch.nn.Module):
    __constants__ = ['padding', 'value']
    def __init__(self, padding):
        super().__init__()
        self.padding = (padding, padding, padding, padding) if isinstance(padding, int) else padding
        self.value = 0.0

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.pad(input, self.padding, "constant", self.value)  # pt: torch/nn/modules/padding.py:25


class ReflectionPad1d(torch.nn.Module):
    __constants__ = ['padding']
    def __init__(self, padding):
        super().__init__()
        self.padding = _pair(padding)

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.pad(input, self.padding, "reflect")  # pt: torch/nn/modules/padding.py:178


class ReflectionPad2d(torch.nn.Module):
    __constants__ = ['padding']
    def __init__(self, padding):
        super().__init__()
        self.padding = (padding, padding, padding, padding) if isinstance(padding, int) else padding

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.pad(input, self.padding, "reflect")  # pt: torch/nn/modules/padding.py:178


class ConstantPad3d(torch.nn.Module):
    __constants__ = ['padding', 'value']
    def __init__(self, padding, value: float):
        super().__init__()
        self.padding = (padding, padding, padding, padding, padding, padding) if isinstance(padding, int) else padding
        self.value = value

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.pad(input, self.padding, "constant", self.value)  # pt: torch/nn/modules/padding.py:25


class ReflectionPad3d(torch.nn.Module):
    __constants__ = ['padding']
    def __init__(self, padding):
        super().__init__()
        self.padding = (padding, padding, padding, padding, padding, padding) if isinstance(padding, int) else padding

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.pad(input, self.padding, "reflect")  # pt: torch/nn/modules/padding.py:178


class ReplicationPad1d(torch.nn.Module):
    __constants__ = ['padding']
    def __init__(self, padding):
        super().__init__()
        self.padding = _pair(padding)

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.pad(input, self.padding, "replicate")  # pt: torch/nn/modules/padding.py:335


class ReplicationPad2d(torch.nn.Module):
    __constants__ = ['padding']
    def __init__(self, padding):
        super().__init__()
        self.padding = (padding, padding, padding, padding) if isinstance(padding, int) else padding

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.pad(input, self.padding, "replicate")  # pt: torch/nn/modules/padding.py:335


class ReplicationPad3d(torch.nn.Module):
    __constants__ = ['padding']
    def __init__(self, padding):
        super().__init__()
        self.padding = (padding, padding, padding, padding, padding, padding) if isinstance(padding, int) else padding

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.pad(input, self.padding, "replicate")  # pt: torch/nn/modules/padding.py:335


class Bilinear(torch.nn.Module):
    __constants__ = ['in1_features', 'in2_features', 'out_features']
    def __init__(self, in1_features: int, in2_features: int, out_features: int, bias: bool = True,
                 device=None, dtype=None):
        super().__init__()
        self.in1_features = in1_features
        self.in2_features = in2_features
        self.out_features = out_features
        self.weight = torch.nn.Parameter(torch.empty([out_features, in1_features, in2_features],
                device=device, dtype=dtype))
        if bias:
            self.bias = torch.nn.Parameter(torch.empty([out_features], device=device, dtype=dtype))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self):
        bound = 1 / math.sqrt(self.weight.size(1))  # pt: torch/nn/modules/linear.py:194
        init.uniform_(self.weight, -bound, bound)  # pt: torch/nn/modules/linear.py:195
        bias = self.bias
        if bias is not None:
            init.uniform_(bias, -bound, bound)  # pt: torch/nn/modules/linear.py:197

    def forward(self, input1: torch.Tensor, input2: torch.Tensor) -> torch.Tensor:
        return F.bilinear(input1, input2, self.weight, self.bias)  # pt: torch/nn/modules/linear.py:200


class EmbeddingBag(torch.nn.Module):
    __constants__ = ['num_embeddings', 'embedding_dim', 'max_norm', 'norm_type', 'scale_grad_by_freq', 'mode', 'sparse', 'include_last_offset', 'padding_idx']
    def __init__(self, num_embeddings: int, embedding_dim: int, max_norm: Optional[float] = None,
                 norm_type: float = 2.0, scale_grad_by_freq: bool = False, mode: str = "mean", sparse: bool = False,
                 _weight: Optional[torch.Tensor] = None, include_last_offset: bool = False,
                 padding_idx: Optional[int] = None, device=None, dtype=None):
        super().__init__()
        self.num_embeddings = num_embeddings
        self.embedding_dim = embedding_dim
        self.max_norm = max_norm
        self.norm_type = norm_type
        self.scale_grad_by_freq = scale_grad_by_freq
        if padding_idx is not None:
            if padding_idx < 0:
                padding_idx = num_embeddings + padding_idx
        self.padding_idx = padding_idx
        if _weight is None:
            self.weight = torch.nn.Parameter(torch.empty([num_embeddings, embedding_dim], device=device, dtype=dtype))
            init.normal_(self.weight)
            if padding_idx is not None:
                with torch.no_grad():
                    self.weight[padding_idx].fill_(0.0)
        else:
            if _weight.size(0) != num_embeddings or _weight.size(1) != embedding_dim:
                raise AssertionError("Shape of weight does not match num_embeddings and embedding_dim")
            self.weight = torch.nn.Parameter(_weight)
        self.mode = mode
        self.sparse = sparse
        self.include_last_offset = include_last_offset

    def forward(self, input: torch.Tensor, offsets: Optional[torch.Tensor] = None,
                per_sample_weights: Optional[torch.Tensor] = None) -> torch.Tensor:
        return F.embedding_bag(input, self.weight, offsets, self.max_norm, self.norm_type, self.scale_grad_by_freq,  # pt: torch/nn/modules/sparse.py:387
                               self.mode, self.sparse, per_sample_weights, self.include_last_offset,
                               self.padding_idx)


class CosineSimilarity(torch.nn.Module):
    __constants__ = ['dim', 'eps']
    def __init__(self, dim: int = 1, eps: float = 1e-8):
        super().__init__()
        self.dim = dim
        self.eps = eps

    def forward(self, x1: torch.Tensor, x2: torch.Tensor) -> torch.Tensor:
        return F.cosine_similarity(x1, x2, self.dim, self.eps)  # pt: torch/nn/modules/distance.py:87


class PairwiseDistance(torch.nn.Module):
    __constants__ = ['norm', 'eps', 'keepdim']
    def __init__(self, p: float = 2.0, eps: float = 1e-6, keepdim: bool = False):
        super().__init__()
        self.norm = p
        self.eps = eps
        self.keepdim = keepdim

    def forward(self, x1: torch.Tensor, x2: torch.Tensor) -> torch.Tensor:
        return F.pairwise_distance(x1, x2, self.norm, self.eps, self.keepdim)  # pt: torch/nn/modules/distance.py:53


# ---- activations ---------------------------------------------------------------------- #

class LeakyReLU(torch.nn.Module):
    __constants__ = ['inplace', 'negative_slope']
    def __init__(self, negative_slope: float = 0.01, inplace: bool = False):
        super().__init__()
        self.negative_slope = negative_slope
        self.inplace = inplace

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.leaky_relu(input, self.negative_slope, self.inplace)  # pt: torch/nn/modules/activation.py:775


class RReLU(torch.nn.Module):
    __constants__ = ['lower', 'upper', 'inplace']
    def __init__(self, lower: float = 1.0 / 8, upper: float = 1.0 / 3, inplace: bool = False):
        super().__init__()
        self.lower = lower
        self.upper = upper
        self.inplace = inplace

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.rrelu(input, self.lower, self.upper, self.training, self.inplace)  # pt: torch/nn/modules/activation.py:167


class ELU(torch.nn.Module):
    __constants__ = ['alpha', 'inplace']
    def __init__(self, alpha: float = 1.0, inplace: bool = False):
        super().__init__()
        self.alpha = alpha
        self.inplace = inplace

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.elu(input, self.alpha, self.inplace)  # pt: torch/nn/modules/activation.py:516


class CELU(torch.nn.Module):
    __constants__ = ['alpha', 'inplace']
    def __init__(self, alpha: float = 1.0, inplace: bool = False):
        super().__init__()
        self.alpha = alpha
        self.inplace = inplace

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.celu(input, self.alpha, self.inplace)  # pt: torch/nn/modules/activation.py:560


class SELU(torch.nn.Module):
    __constants__ = ['inplace']
    def __init__(self, inplace: bool = False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.selu(input, self.inplace)  # pt: torch/nn/modules/activation.py:609


class Hardtanh(torch.nn.Module):
    __constants__ = ['min_val', 'max_val', 'inplace']
    def __init__(self, min_val: float = -1.0, max_val: float = 1.0, inplace: bool = False):
        super().__init__()
        self.min_val = min_val
        self.max_val = max_val
        self.inplace = inplace

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.hardtanh(input, self.min_val, self.max_val, self.inplace)  # pt: torch/nn/modules/activation.py:234


class ReLU6(Hardtanh):
    __constants__ = ['min_val', 'max_val', 'inplace']
    # As PyTorch's: a Hardtanh from 0 to 6 (traces and scripts call hardtanh).
    def __init__(self, inplace: bool = False):
        super().__init__(0., 6., inplace)


class SiLU(torch.nn.Module):
    __constants__ = ['inplace']
    def __init__(self, inplace: bool = False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.silu(input, inplace=self.inplace)  # pt: torch/nn/modules/activation.py:395


class Mish(torch.nn.Module):
    __constants__ = ['inplace']
    def __init__(self, inplace: bool = False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.mish(input, inplace=self.inplace)  # pt: torch/nn/modules/activation.py:431


class Hardswish(torch.nn.Module):
    __constants__ = ['inplace']
    def __init__(self, inplace: bool = False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.hardswish(input, self.inplace)  # pt: torch/nn/modules/activation.py:474


class Hardsigmoid(torch.nn.Module):
    __constants__ = ['inplace']
    def __init__(self, inplace: bool = False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.hardsigmoid(input, self.inplace)  # pt: torch/nn/modules/activation.py:333


class Softplus(torch.nn.Module):
    __constants__ = ['beta', 'threshold']
    def __init__(self, beta: int = 1, threshold: int = 20):  # pt: torch/nn/modules/activation.py:826 (ints: repr shows 20)
        super().__init__()
        self.beta = beta
        self.threshold = threshold

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.softplus(input, self.beta, self.threshold)  # pt: torch/nn/modules/activation.py:841


class Softsign(torch.nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.softsign(input)  # pt: torch/nn/modules/activation.py:1266


class Tanhshrink(torch.nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.tanhshrink(input)  # pt: torch/nn/modules/activation.py:1289


class Softshrink(torch.nn.Module):
    __constants__ = ['lambd']
    def __init__(self, lambd: float = 0.5):
        super().__init__()
        self.lambd = lambd

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.softshrink(input, self.lambd)  # pt: torch/nn/modules/activation.py:881


class Hardshrink(torch.nn.Module):
    __constants__ = ['lambd']
    def __init__(self, lambd: float = 0.5):
        super().__init__()
        self.lambd = lambd

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.hardshrink(input, self.lambd)  # pt: torch/nn/modules/activation.py:726


class LogSigmoid(torch.nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.logsigmoid(input)  # pt: torch/nn/modules/activation.py:802


class Threshold(torch.nn.Module):
    __constants__ = ['threshold', 'value', 'inplace']
    def __init__(self, threshold: float, value: float, inplace: bool = False):
        super().__init__()
        self.threshold = threshold
        self.value = value
        self.inplace = inplace

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.threshold(input, self.threshold, self.value, self.inplace)  # pt: torch/nn/modules/activation.py:58


class GLU(torch.nn.Module):
    __constants__ = ['dim']
    def __init__(self, dim: int = -1):
        super().__init__()
        self.dim = dim

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.glu(input, self.dim)  # pt: torch/nn/modules/activation.py:643


class PReLU(torch.nn.Module):
    __constants__ = ['num_parameters']
    def __init__(self, num_parameters: int = 1, init: float = 0.25, device=None, dtype=None):
        super().__init__()
        self.num_parameters = num_parameters
        self.init = init
        self.weight = torch.nn.Parameter(torch.empty([num_parameters], device=device, dtype=dtype).fill_(init))

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.prelu(input, self.weight)  # pt: torch/nn/modules/activation.py:1240


class Softmin(torch.nn.Module):
    __constants__ = ['dim']
    def __init__(self, dim: Optional[int] = None):
        super().__init__()
        self.dim = dim

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.softmin(input, self.dim, _stacklevel=5)  # pt: torch/nn/modules/activation.py:1334


class Softmax2d(torch.nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        if input.dim() != 3 and input.dim() != 4:  # pt: torch/nn/modules/activation.py:1419
            raise ValueError("Softmax2d: expected input to be 3D or 4D, got {}D instead".format(input.dim()))
        return F.softmax(input, -3, _stacklevel=5)  # pt: torch/nn/modules/activation.py:1420


class Dropout1d(_DropoutNd):
    __constants__ = ['p', 'inplace']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.dropout1d(input, self.p, self.training, self.inplace)  # pt: torch/nn/modules/dropout.py:101


class Dropout2d(_DropoutNd):
    __constants__ = ['p', 'inplace']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.dropout2d(input, self.p, self.training, self.inplace)  # pt: torch/nn/modules/dropout.py:150


class Dropout3d(_DropoutNd):
    __constants__ = ['p', 'inplace']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.dropout3d(input, self.p, self.training, self.inplace)  # pt: torch/nn/modules/dropout.py:192


class FeatureAlphaDropout(_DropoutNd):
    __constants__ = ['p', 'inplace']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.feature_alpha_dropout(input, self.p, self.training)  # pt: torch/nn/modules/dropout.py:283


class AlphaDropout(_DropoutNd):
    __constants__ = ['p', 'inplace']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.alpha_dropout(input, self.p, self.training)  # pt: torch/nn/modules/dropout.py:234


# ---- losses ----------------------------------------------------------------------------- #

class MSELoss(_Loss):
    __constants__ = ['reduction']
    def __init__(self, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)

    def forward(self, input: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return F.mse_loss(input, target, reduction=self.reduction)  # pt: torch/nn/modules/loss.py:536


class L1Loss(_Loss):
    __constants__ = ['reduction']
    def __init__(self, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)

    def forward(self, input: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return F.l1_loss(input, target, reduction=self.reduction)  # pt: torch/nn/modules/loss.py:101


class SmoothL1Loss(_Loss):
    __constants__ = ['reduction']
    def __init__(self, size_average=None, reduce=None, reduction: str = "mean", beta: float = 1.0):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)
        self.beta = beta

    def forward(self, input: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return F.smooth_l1_loss(input, target, reduction=self.reduction, beta=self.beta)  # pt: torch/nn/modules/loss.py:928


class HuberLoss(_Loss):
    __constants__ = ['reduction', 'delta']
    def __init__(self, reduction: str = "mean", delta: float = 1.0):
        super().__init__()
        self.reduction = reduction
        self.delta = delta

    def forward(self, input: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return F.huber_loss(input, target, reduction=self.reduction, delta=self.delta)  # pt: torch/nn/modules/loss.py:988


class NLLLoss(_WeightedLoss):
    __constants__ = ['ignore_index', 'reduction']
    def __init__(self, weight: Optional[torch.Tensor] = None, size_average=None, ignore_index: int = -100,
                 reduce=None, reduction: str = "mean"):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)
        self.register_buffer("weight", weight)
        self.ignore_index = ignore_index

    def forward(self, input: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return F.nll_loss(input, target, weight=self.weight, ignore_index=self.ignore_index,  # pt: torch/nn/modules/loss.py:216
                          reduction=self.reduction)


class CTCLoss(_Loss):
    __constants__ = ['blank', 'reduction']
    def __init__(self, blank: int = 0, reduction: str = "mean", zero_infinity: bool = False):
        super().__init__()
        self.blank = blank
        self.reduction = reduction
        self.zero_infinity = zero_infinity

    def forward(self, log_probs: torch.Tensor, targets: torch.Tensor, input_lengths: torch.Tensor,
                target_lengths: torch.Tensor) -> torch.Tensor:
        return F.ctc_loss(log_probs, targets, input_lengths, target_lengths, self.blank, self.reduction,  # pt: torch/nn/modules/loss.py:1756
                          self.zero_infinity)


class CrossEntropyLoss(_WeightedLoss):
    __constants__ = ['ignore_index', 'reduction', 'label_smoothing']
    def __init__(self, weight: Optional[torch.Tensor] = None, size_average=None, ignore_index: int = -100,
                 reduce=None, reduction: str = "mean", label_smoothing: float = 0.0):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)
        self.register_buffer("weight", weight)
        self.ignore_index = ignore_index
        self.label_smoothing = label_smoothing

    def forward(self, input: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return F.cross_entropy(input, target, weight=self.weight, ignore_index=self.ignore_index,  # pt: torch/nn/modules/loss.py:1174
                               reduction=self.reduction, label_smoothing=self.label_smoothing)


class BCELoss(_WeightedLoss):
    __constants__ = ['reduction']
    def __init__(self, weight: Optional[torch.Tensor] = None, size_average=None, reduce=None,
                 reduction: str = "mean"):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)
        self.register_buffer("weight", weight)

    def forward(self, input: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return F.binary_cross_entropy(input, target, weight=self.weight, reduction=self.reduction)  # pt: torch/nn/modules/loss.py:619


class BCEWithLogitsLoss(_Loss):
    def __init__(self, weight: Optional[torch.Tensor] = None, size_average=None, reduce=None,
                 reduction: str = "mean", pos_weight: Optional[torch.Tensor] = None):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)
        self.register_buffer("weight", weight)
        self.register_buffer("pos_weight", pos_weight)

    def forward(self, input: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return F.binary_cross_entropy_with_logits(input, target, self.weight, pos_weight=self.pos_weight,  # pt: torch/nn/modules/loss.py:720
                                                  reduction=self.reduction)


class KLDivLoss(_Loss):
    __constants__ = ['reduction']
    def __init__(self, size_average=None, reduce=None, reduction: str = "mean", log_target: bool = False):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)
        self.log_target = log_target

    def forward(self, input: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return F.kl_div(input, target, reduction=self.reduction, log_target=self.log_target)  # pt: torch/nn/modules/loss.py:471


class MarginRankingLoss(_Loss):
    __constants__ = ['margin', 'reduction']
    def __init__(self, margin: float = 0.0, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)
        self.margin = margin

    def forward(self, input1: torch.Tensor, input2: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return F.margin_ranking_loss(input1, input2, target, margin=self.margin, reduction=self.reduction)  # pt: torch/nn/modules/loss.py:1333


class HingeEmbeddingLoss(_Loss):
    __constants__ = ['margin', 'reduction']
    def __init__(self, margin: float = 1.0, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)
        self.margin = margin

    def forward(self, input: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return F.hinge_embedding_loss(input, target, margin=self.margin, reduction=self.reduction)  # pt: torch/nn/modules/loss.py:783


class SoftMarginLoss(_Loss):
    __constants__ = ['reduction']
    def __init__(self, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)

    def forward(self, input: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return F.soft_margin_loss(input, target, reduction=self.reduction)  # pt: torch/nn/modules/loss.py:1029


class PoissonNLLLoss(_Loss):
    __constants__ = ['log_input', 'full', 'eps', 'reduction']
    def __init__(self, log_input: bool = True, full: bool = False, size_average=None, eps: float = 1e-8,
                 reduce=None, reduction: str = "mean"):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)
        self.log_input = log_input
        self.full = full
        self.eps = eps

    def forward(self, log_input: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return F.poisson_nll_loss(log_input, target, log_input=self.log_input, full=self.full, eps=self.eps,  # pt: torch/nn/modules/loss.py:297
                                  reduction=self.reduction)


class GaussianNLLLoss(_Loss):
    __constants__ = ['full', 'eps', 'reduction']
    def __init__(self, full: bool = False, eps: float = 1e-6, reduction: str = "mean"):
        super().__init__()
        self.reduction = reduction
        self.full = full
        self.eps = eps

    def forward(self, input: torch.Tensor, target: torch.Tensor, var: torch.Tensor) -> torch.Tensor:
        return F.gaussian_nll_loss(input, target, var, full=self.full, eps=self.eps, reduction=self.reduction)  # pt: torch/nn/modules/loss.py:377


class CosineEmbeddingLoss(_Loss):
    __constants__ = ['margin', 'reduction']
    def __init__(self, margin: float = 0.0, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)
        self.margin = margin

    def forward(self, input1: torch.Tensor, input2: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return F.cosine_embedding_loss(input1, input2, target, margin=self.margin, reduction=self.reduction)  # pt: torch/nn/modules/loss.py:1276


class TripletMarginLoss(_Loss):
    __constants__ = ['margin', 'p', 'eps', 'swap', 'reduction']
    def __init__(self, margin: float = 1.0, p: float = 2.0, eps: float = 1e-6, swap: bool = False,
                 size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)
        self.margin = margin
        self.p = p
        self.eps = eps
        self.swap = swap

    def forward(self, anchor: torch.Tensor, positive: torch.Tensor, negative: torch.Tensor) -> torch.Tensor:
        return F.triplet_margin_loss(anchor, positive, negative, margin=self.margin, p=self.p, eps=self.eps,  # pt: torch/nn/modules/loss.py:1494
                                     swap=self.swap, reduction=self.reduction)


class MultiLabelMarginLoss(_Loss):
    __constants__ = ['reduction']
    def __init__(self, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)

    def forward(self, input: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return F.multilabel_margin_loss(input, target, reduction=self.reduction)  # pt: torch/nn/modules/loss.py:847


class MultiLabelSoftMarginLoss(_WeightedLoss):
    __constants__ = ['reduction']
    def __init__(self, weight: Optional[torch.Tensor] = None, size_average=None, reduce=None,
                 reduction: str = "mean"):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)
        self.register_buffer("weight", weight)

    def forward(self, input: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return F.multilabel_soft_margin_loss(input, target, weight=self.weight, reduction=self.reduction)  # pt: torch/nn/modules/loss.py:1223


class MultiMarginLoss(_WeightedLoss):
    __constants__ = ['p', 'margin', 'reduction']
    def __init__(self, p: int = 1, margin: float = 1.0, weight: Optional[torch.Tensor] = None, size_average=None,
                 reduce=None, reduction: str = "mean"):
        super().__init__()
        self.reduction = _legacy_reduction(size_average, reduce, reduction)
        if p != 1 and p != 2:
            raise ValueError("only p == 1 and p == 2 supported")
        self.register_buffer("weight", weight)
        self.p = p
        self.margin = margin

    def forward(self, input: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return F.multi_margin_loss(input, target, p=self.p, margin=self.margin, weight=self.weight,  # pt: torch/nn/modules/loss.py:1410
                                   reduction=self.reduction)


def _legacy_reduction(size_average, reduce, reduction: str) -> str:
    # The deprecated size_average/reduce flags, each defaulting to True.
    if size_average is None and reduce is None:
        return reduction
    average = True if size_average is None else size_average
    do_reduce = True if reduce is None else reduce
    if average and do_reduce:
        return "mean"
    if do_reduce:
        return "sum"
    return "none"



# ---- recurrent layers ---------------------------------------------------------------------- #

def _check_rnn_args(dropout: float, num_layers: int, hidden_size: int):
    if dropout < 0 or dropout > 1:
        raise ValueError("dropout should be a number in range [0, 1] representing the probability of an element "
                         "being zeroed")
    if hidden_size <= 0:
        raise ValueError("hidden_size must be greater than zero")
    if num_layers <= 0:
        raise ValueError("num_layers must be greater than zero")


def _check_rnn_input(input: torch.Tensor, input_size: int, batch_first: bool):
    if input.size(-1) != input_size:
        raise RuntimeError("input.size(-1) must be equal to input_size. Expected {}, got {}".format(
            input_size, input.size(-1)))


class RNNBase(torch.nn.Module):
    # What RNN, LSTM and GRU share: their attributes, the flat list of
    # per-layer weights the aten kernels take, and the initialization.
    def __init__(self, mode: str, input_size: int, hidden_size: int, num_layers: int, bias: bool,
                 batch_first: bool, dropout: float, bidirectional: bool, proj_size: int = 0, device=None, dtype=None):
        super().__init__()
        self.mode = mode
        _check_rnn_args(dropout, num_layers, hidden_size)
        if proj_size < 0:
            raise ValueError("proj_size should be a positive integer or zero to disable projections")
        if proj_size >= hidden_size:
            raise ValueError("proj_size has to be smaller than hidden_size")
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.bias = bias
        self.batch_first = batch_first
        self.dropout = float(dropout)
        self.bidirectional = bidirectional
        self.proj_size = proj_size
        num_directions = 2 if bidirectional else 1
        gate_size = hidden_size * (4 if mode == 'LSTM' else 3 if mode == 'GRU' else 1)
        real_hidden_size = proj_size if proj_size > 0 else hidden_size
        flat = []
        for layer in range(num_layers):
            for direction in range(num_directions):
                layer_input_size = input_size if layer == 0 else real_hidden_size * num_directions
                w_ih = torch.nn.Parameter(torch.empty([gate_size, layer_input_size], device=device, dtype=dtype))
                w_hh = torch.nn.Parameter(torch.empty([gate_size, real_hidden_size], device=device, dtype=dtype))
                b_ih = torch.nn.Parameter(torch.empty([gate_size], device=device, dtype=dtype))
                b_hh = torch.nn.Parameter(torch.empty([gate_size], device=device, dtype=dtype))
                suffix = "_l" + str(layer) + ("_reverse" if direction == 1 else "")
                setattr(self, "weight_ih" + suffix, w_ih)
                setattr(self, "weight_hh" + suffix, w_hh)
                if bias:
                    setattr(self, "bias_ih" + suffix, b_ih)
                    setattr(self, "bias_hh" + suffix, b_hh)
                flat.append(w_ih)
                flat.append(w_hh)
                if bias:
                    flat.append(b_ih)
                    flat.append(b_hh)
                if proj_size > 0:
                    # LSTM projections: weight_hr_l{layer}[_reverse], after the biases.
                    w_hr = torch.nn.Parameter(torch.empty([proj_size, hidden_size], device=device, dtype=dtype))
                    setattr(self, "weight_hr" + suffix, w_hr)
                    flat.append(w_hr)
        self._flat_weights = flat
        self.reset_parameters()

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0.0
        for weight in self.parameters():
            init.uniform_(weight, -stdv, stdv)

    def _forward_single_state(self, input: torch.Tensor, hx: Optional[torch.Tensor]) -> Tuple[torch.Tensor, torch.Tensor]:
        # RNN and GRU: one hidden state tensor.
        is_batched = input.dim() == 3
        batch_dim = 0 if self.batch_first else 1
        if not is_batched:
            input = input.unsqueeze(batch_dim)
        max_batch_size = input.size(0) if self.batch_first else input.size(1)
        num_directions = 2 if self.bidirectional else 1
        if hx is None:
            h0 = torch.zeros([self.num_layers * num_directions, max_batch_size, self.hidden_size], dtype=input.dtype)
        else:
            h0 = hx
            if is_batched:
                if h0.dim() != 3:
                    raise RuntimeError("For batched 3-D input, hx should also be 3-D but got {}-D tensor".format(h0.dim()))
            else:
                if h0.dim() != 2:
                    raise RuntimeError("For unbatched 2-D input, hx should also be 2-D but got {}-D tensor".format(h0.dim()))
                h0 = h0.unsqueeze(1)
        _check_rnn_input(input, self.input_size, self.batch_first)
        if self.mode == "GRU":
            result = torch.gru(input, h0, self._flat_weights, self.bias, self.num_layers, self.dropout, self.training,
                               self.bidirectional, self.batch_first)
        elif self.mode == "RNN_TANH":
            result = torch.rnn_tanh(input, h0, self._flat_weights, self.bias, self.num_layers, self.dropout,
                                    self.training, self.bidirectional, self.batch_first)
        else:
            result = torch.rnn_relu(input, h0, self._flat_weights, self.bias, self.num_layers, self.dropout,
                                    self.training, self.bidirectional, self.batch_first)
        output = result[0]
        hidden = result[1]
        if not is_batched:
            output = output.squeeze(batch_dim)
            hidden = hidden.squeeze(1)
        return output, hidden


class RNN(RNNBase):
    __constants__ = ['mode', 'input_size', 'hidden_size', 'num_layers', 'bias', 'batch_first', 'dropout', 'bidirectional', 'proj_size']
    def __init__(self, input_size: int, hidden_size: int, num_layers: int = 1, nonlinearity: str = 'tanh', bias: bool = True,
                 batch_first: bool = False, dropout: float = 0.0, bidirectional: bool = False, device=None,
                 dtype=None):
        if nonlinearity != 'tanh' and nonlinearity != 'relu':
            raise ValueError("Unknown nonlinearity '{}'".format(nonlinearity))
        super().__init__('RNN_TANH' if nonlinearity == 'tanh' else 'RNN_RELU', input_size, hidden_size, num_layers,
                         bias, batch_first, dropout, bidirectional, device=device, dtype=dtype)
        self.nonlinearity = nonlinearity

    def forward(self, input: torch.Tensor, hx: Optional[torch.Tensor] = None) -> Tuple[torch.Tensor, torch.Tensor]:
        return self._forward_single_state(input, hx)


class LSTM(RNNBase):
    __constants__ = ['mode', 'input_size', 'hidden_size', 'num_layers', 'bias', 'batch_first', 'dropout', 'bidirectional', 'proj_size']
    def __init__(self, input_size: int, hidden_size: int, num_layers: int = 1, bias: bool = True,
                 batch_first: bool = False, dropout: float = 0.0, bidirectional: bool = False, proj_size: int = 0,
                 device=None, dtype=None):
        super().__init__('LSTM', input_size, hidden_size, num_layers, bias, batch_first, dropout, bidirectional,
                         proj_size, device=device, dtype=dtype)

    def forward(self, input: torch.Tensor, hx: Optional[Tuple[torch.Tensor, torch.Tensor]] = None
                ) -> Tuple[torch.Tensor, Tuple[torch.Tensor, torch.Tensor]]:
        is_batched = input.dim() == 3  # pt: torch/nn/modules/rnn.py:736
        batch_dim = 0 if self.batch_first else 1
        if not is_batched:
            input = input.unsqueeze(batch_dim)  # pt: torch/nn/modules/rnn.py:739
        max_batch_size = input.size(0) if self.batch_first else input.size(1)  # pt: torch/nn/modules/rnn.py:740
        num_directions = 2 if self.bidirectional else 1
        if hx is None:
            real_hidden_size = self.proj_size if self.proj_size > 0 else self.hidden_size
            h0 = torch.zeros([self.num_layers * num_directions, max_batch_size, real_hidden_size], dtype=input.dtype)  # pt: torch/nn/modules/rnn.py:747
            c0 = torch.zeros([self.num_layers * num_directions, max_batch_size, self.hidden_size], dtype=input.dtype)  # pt: torch/nn/modules/rnn.py:750
        else:
            h0, c0 = hx
            if is_batched:
                if h0.dim() != 3 or c0.dim() != 3:  # pt: torch/nn/modules/rnn.py:757
                    raise RuntimeError("For batched 3-D input, hx and cx should also be 3-D but got ({}-D, {}-D) "  # pt: torch/nn/modules/rnn.py:759
                                       "tensors".format(h0.dim(), c0.dim()))
            else:
                if h0.dim() != 2 or c0.dim() != 2:  # pt: torch/nn/modules/rnn.py:762
                    raise RuntimeError("For unbatched 2-D input, hx and cx should also be 2-D but got ({}-D, {}-D) "  # pt: torch/nn/modules/rnn.py:764
                                       "tensors".format(h0.dim(), c0.dim()))
                h0 = h0.unsqueeze(1)  # pt: torch/nn/modules/rnn.py:766
                c0 = c0.unsqueeze(1)  # pt: torch/nn/modules/rnn.py:766
        _check_rnn_input(input, self.input_size, self.batch_first)
        result = torch.lstm(input, [h0, c0], self._flat_weights, self.bias, self.num_layers, self.dropout,  # pt: torch/nn/modules/rnn.py:774
                            self.training, self.bidirectional, self.batch_first)
        output = result[0]
        hidden = (result[1], result[2])
        if not is_batched:
            output = output.squeeze(batch_dim)  # pt: torch/nn/modules/rnn.py:787
            hidden = (hidden[0].squeeze(1), hidden[1].squeeze(1))  # pt: torch/nn/modules/rnn.py:788
        return output, hidden


class GRU(RNNBase):
    __constants__ = ['mode', 'input_size', 'hidden_size', 'num_layers', 'bias', 'batch_first', 'dropout', 'bidirectional', 'proj_size']
    def __init__(self, input_size: int, hidden_size: int, num_layers: int = 1, bias: bool = True,
                 batch_first: bool = False, dropout: float = 0.0, bidirectional: bool = False, device=None,
                 dtype=None):
        super().__init__('GRU', input_size, hidden_size, num_layers, bias, batch_first, dropout, bidirectional,
                         device=device, dtype=dtype)

    def forward(self, input: torch.Tensor, hx: Optional[torch.Tensor] = None) -> Tuple[torch.Tensor, torch.Tensor]:
        return self._forward_single_state(input, hx)


class RNNCellBase(torch.nn.Module):
    # RNNCell, LSTMCell and GRUCell: one time step, with ATen's cell
    # arithmetic (so values and grad_fn names match), PyTorch's parameter order.
    def __init__(self, input_size: int, hidden_size: int, bias: bool, num_chunks: int, device=None, dtype=None):
        super().__init__()
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.bias = bias
        self.weight_ih = torch.nn.Parameter(torch.empty([num_chunks * hidden_size, input_size],
                device=device, dtype=dtype))
        self.weight_hh = torch.nn.Parameter(torch.empty([num_chunks * hidden_size, hidden_size],
                device=device, dtype=dtype))
        if bias:
            self.bias_ih = torch.nn.Parameter(torch.empty([num_chunks * hidden_size], device=device, dtype=dtype))
            self.bias_hh = torch.nn.Parameter(torch.empty([num_chunks * hidden_size], device=device, dtype=dtype))
        else:
            self.register_parameter("bias_ih", None)
            self.register_parameter("bias_hh", None)
        self.reset_parameters()

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0.0  # pt: torch/nn/modules/rnn.py:1013
        for weight in self.parameters():  # pt: torch/nn/modules/rnn.py:1014
            init.uniform_(weight, -stdv, stdv)  # pt: torch/nn/modules/rnn.py:1015


def _cell_input(input: torch.Tensor, name: str) -> torch.Tensor:
    if input.dim() != 1 and input.dim() != 2:
        raise ValueError(name + ": Expected input to be 1-D or 2-D but received " + str(input.dim()) + "-D tensor")
    if input.dim() == 1:
        return input.unsqueeze(0)
    return input


class RNNCell(RNNCellBase):
    __constants__ = ['input_size', 'hidden_size', 'bias', 'nonlinearity']
    def __init__(self, input_size: int, hidden_size: int, bias: bool = True, nonlinearity: str = "tanh", device=None,
                 dtype=None):
        super().__init__(input_size, hidden_size, bias, 1, device=device, dtype=dtype)
        self.nonlinearity = nonlinearity

    def forward(self, input: torch.Tensor, hx: Optional[torch.Tensor] = None) -> torch.Tensor:
        batched = _cell_input(input, "RNNCell")
        h = torch.zeros([batched.size(0), self.hidden_size], dtype=input.dtype)  # pt: torch/nn/modules/rnn.py:1089
        if hx is not None:
            h = hx if input.dim() == 2 else hx.unsqueeze(0)  # pt: torch/nn/modules/rnn.py:1086
        pre = F.linear(h, self.weight_hh, self.bias_hh) + F.linear(batched, self.weight_ih, self.bias_ih)
        if self.nonlinearity == "tanh":
            hy = torch.tanh(pre)
        elif self.nonlinearity == "relu":
            hy = torch.relu(pre)
        else:
            raise RuntimeError("Unknown nonlinearity: {}".format(self.nonlinearity))  # pt: torch/nn/modules/rnn.py:1108
        if input.dim() == 1:  # pt: torch/nn/modules/rnn.py:1083
            hy = hy.squeeze(0)  # pt: torch/nn/modules/rnn.py:1111
        return hy


class LSTMCell(RNNCellBase):
    __constants__ = ['input_size', 'hidden_size', 'bias']
    def __init__(self, input_size: int, hidden_size: int, bias: bool = True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, 4, device=device, dtype=dtype)

    def forward(self, input: torch.Tensor, hx: Optional[Tuple[torch.Tensor, torch.Tensor]] = None
                ) -> Tuple[torch.Tensor, torch.Tensor]:
        batched = _cell_input(input, "LSTMCell")
        h = torch.zeros([batched.size(0), self.hidden_size], dtype=input.dtype)  # pt: torch/nn/modules/rnn.py:1189
        c = torch.zeros([batched.size(0), self.hidden_size], dtype=input.dtype)
        if hx is not None:
            h = hx[0] if input.dim() == 2 else hx[0].unsqueeze(0)  # pt: torch/nn/modules/rnn.py:1186
            c = hx[1] if input.dim() == 2 else hx[1].unsqueeze(0)  # pt: torch/nn/modules/rnn.py:1192
        gates = F.linear(h, self.weight_hh, self.bias_hh) + F.linear(batched, self.weight_ih, self.bias_ih)
        chunks = gates.chunk(4, 1)
        ingate = torch.sigmoid(chunks[0])
        forgetgate = torch.sigmoid(chunks[1])
        cellgate = torch.tanh(chunks[2])
        outgate = torch.sigmoid(chunks[3])
        cy = forgetgate * c + ingate * cellgate
        hy = outgate * torch.tanh(cy)
        if input.dim() == 1:  # pt: torch/nn/modules/rnn.py:1184
            hy = hy.squeeze(0)  # pt: torch/nn/modules/rnn.py:1201
            cy = cy.squeeze(0)  # pt: torch/nn/modules/rnn.py:1201
        return hy, cy


class GRUCell(RNNCellBase):
    __constants__ = ['input_size', 'hidden_size', 'bias']
    def __init__(self, input_size: int, hidden_size: int, bias: bool = True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, 3, device=device, dtype=dtype)

    def forward(self, input: torch.Tensor, hx: Optional[torch.Tensor] = None) -> torch.Tensor:
        batched = _cell_input(input, "GRUCell")
        h = torch.zeros([batched.size(0), self.hidden_size], dtype=input.dtype)  # pt: torch/nn/modules/rnn.py:1280
        if hx is not None:
            h = hx if input.dim() == 2 else hx.unsqueeze(0)  # pt: torch/nn/modules/rnn.py:1277
        igates = F.linear(batched, self.weight_ih, self.bias_ih).chunk(3, 1)
        hgates = F.linear(h, self.weight_hh, self.bias_hh).chunk(3, 1)
        reset_gate = torch.sigmoid(hgates[0] + igates[0])
        input_gate = torch.sigmoid(hgates[1] + igates[1])
        new_gate = torch.tanh(igates[2] + hgates[2] * reset_gate)
        hy = (h - new_gate) * input_gate + new_gate
        if input.dim() == 1:  # pt: torch/nn/modules/rnn.py:1274
            hy = hy.squeeze(0)  # pt: torch/nn/modules/rnn.py:1291
        return hy


# ---- attention and transformer layers ---------------------------------------------------- #

class MultiheadAttention(torch.nn.Module):
    __constants__ = ['batch_first']
    def __init__(self, embed_dim: int, num_heads: int, dropout: float = 0.0, bias: bool = True,
                 add_bias_kv: bool = False, add_zero_attn: bool = False, kdim: Optional[int] = None,
                 vdim: Optional[int] = None, batch_first: bool = False, device=None, dtype=None):
        super().__init__()
        self.embed_dim = embed_dim
        self.kdim = kdim if kdim is not None else embed_dim
        self.vdim = vdim if vdim is not None else embed_dim
        self._qkv_same_embed_dim = self.kdim == embed_dim and self.vdim == embed_dim
        self.num_heads = num_heads
        self.dropout = dropout
        self.batch_first = batch_first
        self.head_dim = embed_dim // num_heads
        if self.head_dim * num_heads != embed_dim:
            raise AssertionError("embed_dim must be divisible by num_heads")
        if not self._qkv_same_embed_dim:
            self.q_proj_weight = torch.nn.Parameter(torch.empty([embed_dim, embed_dim], device=device, dtype=dtype))
            self.k_proj_weight = torch.nn.Parameter(torch.empty([embed_dim, self.kdim], device=device, dtype=dtype))
            self.v_proj_weight = torch.nn.Parameter(torch.empty([embed_dim, self.vdim], device=device, dtype=dtype))
            self.register_parameter("in_proj_weight", None)
        else:
            self.in_proj_weight = torch.nn.Parameter(torch.empty([3 * embed_dim, embed_dim],
                    device=device, dtype=dtype))
            self.register_parameter("q_proj_weight", None)
            self.register_parameter("k_proj_weight", None)
            self.register_parameter("v_proj_weight", None)
        if bias:
            self.in_proj_bias = torch.nn.Parameter(torch.empty([3 * embed_dim], device=device, dtype=dtype))
        else:
            self.register_parameter("in_proj_bias", None)
        # Built (and initialized from the RNG) before the packed projection, as in PyTorch.
        self.out_proj = NonDynamicallyQuantizableLinear(embed_dim, embed_dim, bias=bias, device=device, dtype=dtype)
        if add_bias_kv:
            self.bias_k = torch.nn.Parameter(torch.empty([1, 1, embed_dim], device=device, dtype=dtype))
            self.bias_v = torch.nn.Parameter(torch.empty([1, 1, embed_dim], device=device, dtype=dtype))
        else:
            self.bias_k = self.bias_v = None
        self.add_zero_attn = add_zero_attn
        self._reset_parameters()

    def _reset_parameters(self):
        in_proj = self.in_proj_weight
        if in_proj is not None:
            init.xavier_uniform_(in_proj)
        else:
            for w in [self.q_proj_weight, self.k_proj_weight, self.v_proj_weight]:
                if w is not None:
                    init.xavier_uniform_(w)
        in_bias = self.in_proj_bias
        if in_bias is not None:
            init.constant_(in_bias, 0.0)
            out_bias = self.out_proj.bias
            if out_bias is not None:
                init.constant_(out_bias, 0.0)
        if self.bias_k is not None:
            init.xavier_normal_(self.bias_k)
        if self.bias_v is not None:
            init.xavier_normal_(self.bias_v)

    def forward(self, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor,
                key_padding_mask: Optional[torch.Tensor] = None, need_weights: bool = True,
                attn_mask: Optional[torch.Tensor] = None,
                average_attn_weights: bool = True) -> Tuple[torch.Tensor, Optional[torch.Tensor]]:
        is_batched = query.dim() == 3  # pt: torch/nn/modules/activation.py:1063
        if self.batch_first and is_batched:
            # As PyTorch: shared inputs stay one object, so the in-projection
            # sees q is k is v (one packed GEMM).
            if key is value:
                if query is key:
                    query = query.transpose(1, 0)  # pt: torch/nn/modules/activation.py:1148
                    key = query
                    value = query
                else:
                    query = query.transpose(1, 0)  # pt: torch/nn/modules/activation.py:1150
                    key = key.transpose(1, 0)  # pt: torch/nn/modules/activation.py:1153
                    value = key
            else:
                query = query.transpose(1, 0)  # pt: torch/nn/modules/activation.py:1176
                key = key.transpose(1, 0)
                value = value.transpose(1, 0)
        out, weights = F.multi_head_attention_forward(  # pt: torch/nn/modules/activation.py:1156
            query, key, value, self.embed_dim, self.num_heads, self.in_proj_weight, self.in_proj_bias, self.bias_k,
            self.bias_v,
            self.add_zero_attn, self.dropout, self.out_proj.weight, self.out_proj.bias, training=self.training,
            key_padding_mask=key_padding_mask, need_weights=need_weights, attn_mask=attn_mask,
            use_separate_proj_weight=not self._qkv_same_embed_dim, q_proj_weight=self.q_proj_weight,
            k_proj_weight=self.k_proj_weight, v_proj_weight=self.v_proj_weight,
            average_attn_weights=average_attn_weights)
        if self.batch_first and is_batched:
            return out.transpose(1, 0), weights
        return out, weights


class TransformerEncoderLayer(torch.nn.Module):
    __constants__ = ['batch_first', 'norm_first']
    def __init__(self, d_model: int, nhead: int, dim_feedforward: int = 2048, dropout: float = 0.1,
                 activation="relu", layer_norm_eps: float = 1e-5, batch_first: bool = False,
                 norm_first: bool = False):
        super().__init__()
        self.self_attn = MultiheadAttention(d_model, nhead, dropout=dropout, batch_first=batch_first)
        self.linear1 = Linear(d_model, dim_feedforward)
        self.dropout = Dropout(dropout)
        self.linear2 = Linear(dim_feedforward, d_model)
        self.norm_first = norm_first
        self.norm1 = LayerNorm(d_model, eps=layer_norm_eps)
        self.norm2 = LayerNorm(d_model, eps=layer_norm_eps)
        self.dropout1 = Dropout(dropout)
        self.dropout2 = Dropout(dropout)
        # The activation is recorded as a code (1 relu, 2 gelu) that forward can test.
        if activation == "relu" or activation is F.relu:
            self.activation_relu_or_gelu = 1
        elif activation == "gelu" or activation is F.gelu:
            self.activation_relu_or_gelu = 2
        else:
            raise RuntimeError("activation should be relu/gelu, not {}".format(activation))

    def _activation(self, x: torch.Tensor) -> torch.Tensor:
        if self.activation_relu_or_gelu == 2:
            return F.gelu(x)
        return F.relu(x)

    def _sa_block(self, x: torch.Tensor, attn_mask: Optional[torch.Tensor],
                  key_padding_mask: Optional[torch.Tensor]) -> torch.Tensor:
        x = self.self_attn(x, x, x, attn_mask=attn_mask, key_padding_mask=key_padding_mask, need_weights=False)[0]  # pt: torch/nn/modules/transformer.py:546
        return self.dropout1(x)  # pt: torch/nn/modules/transformer.py:550

    def _ff_block(self, x: torch.Tensor) -> torch.Tensor:
        x = self.linear2(self.dropout(self._activation(self.linear1(x))))  # pt: torch/nn/modules/transformer.py:554
        return self.dropout2(x)  # pt: torch/nn/modules/transformer.py:555

    def forward(self, src: torch.Tensor, src_mask: Optional[torch.Tensor] = None,
                src_key_padding_mask: Optional[torch.Tensor] = None) -> torch.Tensor:
        x = src
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), src_mask, src_key_padding_mask)  # pt: torch/nn/modules/transformer.py:535
            x = x + self._ff_block(self.norm2(x))  # pt: torch/nn/modules/transformer.py:536
        else:
            x = self.norm1(x + self._sa_block(x, src_mask, src_key_padding_mask))  # pt: torch/nn/modules/transformer.py:538
            x = self.norm2(x + self._ff_block(x))  # pt: torch/nn/modules/transformer.py:539
        return x


class TransformerDecoderLayer(torch.nn.Module):
    __constants__ = ['batch_first', 'norm_first']
    def __init__(self, d_model: int, nhead: int, dim_feedforward: int = 2048, dropout: float = 0.1,
                 activation="relu", layer_norm_eps: float = 1e-5, batch_first: bool = False,
                 norm_first: bool = False):
        super().__init__()
        self.self_attn = MultiheadAttention(d_model, nhead, dropout=dropout, batch_first=batch_first)
        self.multihead_attn = MultiheadAttention(d_model, nhead, dropout=dropout, batch_first=batch_first)
        self.linear1 = Linear(d_model, dim_feedforward)
        self.dropout = Dropout(dropout)
        self.linear2 = Linear(dim_feedforward, d_model)
        self.norm_first = norm_first
        self.norm1 = LayerNorm(d_model, eps=layer_norm_eps)
        self.norm2 = LayerNorm(d_model, eps=layer_norm_eps)
        self.norm3 = LayerNorm(d_model, eps=layer_norm_eps)
        self.dropout1 = Dropout(dropout)
        self.dropout2 = Dropout(dropout)
        self.dropout3 = Dropout(dropout)
        if activation == "relu" or activation is F.relu:
            self.activation_relu_or_gelu = 1
        elif activation == "gelu" or activation is F.gelu:
            self.activation_relu_or_gelu = 2
        else:
            raise RuntimeError("activation should be relu/gelu, not {}".format(activation))

    def _activation(self, x: torch.Tensor) -> torch.Tensor:
        if self.activation_relu_or_gelu == 2:
            return F.gelu(x)
        return F.relu(x)

    def _sa_block(self, x: torch.Tensor, attn_mask: Optional[torch.Tensor],
                  key_padding_mask: Optional[torch.Tensor]) -> torch.Tensor:
        x = self.self_attn(x, x, x, attn_mask=attn_mask, key_padding_mask=key_padding_mask, need_weights=False)[0]  # pt: torch/nn/modules/transformer.py:660
        return self.dropout1(x)  # pt: torch/nn/modules/transformer.py:664

    def _mha_block(self, x: torch.Tensor, mem: torch.Tensor, attn_mask: Optional[torch.Tensor],
                   key_padding_mask: Optional[torch.Tensor]) -> torch.Tensor:
        x = self.multihead_attn(x, mem, mem, attn_mask=attn_mask, key_padding_mask=key_padding_mask,  # pt: torch/nn/modules/transformer.py:669
                                need_weights=False)[0]
        return self.dropout2(x)  # pt: torch/nn/modules/transformer.py:673

    def _ff_block(self, x: torch.Tensor) -> torch.Tensor:
        x = self.linear2(self.dropout(self._activation(self.linear1(x))))  # pt: torch/nn/modules/transformer.py:677
        return self.dropout3(x)  # pt: torch/nn/modules/transformer.py:678

    def forward(self, tgt: torch.Tensor, memory: torch.Tensor, tgt_mask: Optional[torch.Tensor] = None,
                memory_mask: Optional[torch.Tensor] = None, tgt_key_padding_mask: Optional[torch.Tensor] = None,
                memory_key_padding_mask: Optional[torch.Tensor] = None) -> torch.Tensor:
        x = tgt
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), tgt_mask, tgt_key_padding_mask)  # pt: torch/nn/modules/transformer.py:647
            x = x + self._mha_block(self.norm2(x), memory, memory_mask, memory_key_padding_mask)  # pt: torch/nn/modules/transformer.py:648
            x = x + self._ff_block(self.norm3(x))  # pt: torch/nn/modules/transformer.py:649
        else:
            x = self.norm1(x + self._sa_block(x, tgt_mask, tgt_key_padding_mask))  # pt: torch/nn/modules/transformer.py:651
            x = self.norm2(x + self._mha_block(x, memory, memory_mask, memory_key_padding_mask))  # pt: torch/nn/modules/transformer.py:652
            x = self.norm3(x + self._ff_block(x))  # pt: torch/nn/modules/transformer.py:653
        return x


# ---- more shape and pooling modules ----------------------------------------------------- #

class UpsamplingNearest2d(torch.nn.Module):
    __constants__ = ['size', 'scale_factor', 'mode', 'align_corners', 'name', 'recompute_scale_factor']
    def __init__(self, size=None, scale_factor=None):
        super().__init__()
        self.size = size
        self.scale_factor = float(scale_factor) if scale_factor is not None else None
        self.mode = "nearest"

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.interpolate(input, self.size, self.scale_factor, self.mode)  # pt: torch/nn/modules/upsampling.py:156


class UpsamplingBilinear2d(torch.nn.Module):
    __constants__ = ['size', 'scale_factor', 'mode', 'align_corners', 'name', 'recompute_scale_factor']
    def __init__(self, size=None, scale_factor=None):
        super().__init__()
        self.size = size
        self.scale_factor = float(scale_factor) if scale_factor is not None else None
        self.mode = "bilinear"
        self.align_corners = True

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.interpolate(input, self.size, self.scale_factor, self.mode, self.align_corners)  # pt: torch/nn/modules/upsampling.py:156


class Unfold(torch.nn.Module):
    __constants__ = ['kernel_size', 'dilation', 'padding', 'stride']
    def __init__(self, kernel_size, dilation=1, padding=0, stride=1):
        super().__init__()
        self.kernel_size = kernel_size
        self.dilation = dilation
        self.padding = padding
        self.stride = stride

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.unfold(input, self.kernel_size, self.dilation, self.padding, self.stride)  # pt: torch/nn/modules/fold.py:298


class Fold(torch.nn.Module):
    __constants__ = ['output_size', 'kernel_size', 'dilation', 'padding', 'stride']
    def __init__(self, output_size, kernel_size, dilation=1, padding=0, stride=1):
        super().__init__()
        self.output_size = output_size
        self.kernel_size = kernel_size
        self.dilation = dilation
        self.padding = padding
        self.stride = stride

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.fold(input, self.output_size, self.kernel_size, self.dilation, self.padding, self.stride)  # pt: torch/nn/modules/fold.py:146


class ChannelShuffle(torch.nn.Module):
    __constants__ = ['groups']
    def __init__(self, groups: int):
        super().__init__()
        self.groups = groups

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.channel_shuffle(input, self.groups)  # pt: torch/nn/modules/channelshuffle.py:51


class MaxUnpool1d(torch.nn.Module):
    def __init__(self, kernel_size, stride=None, padding=0):
        super().__init__()
        self.kernel_size = _single(kernel_size)
        self.stride = _single(stride if (stride is not None) else kernel_size)
        self.padding = _single(padding)

    def forward(self, input: torch.Tensor, indices: torch.Tensor,
                output_size: Optional[List[int]] = None) -> torch.Tensor:
        return F.max_unpool1d(input, indices, self.kernel_size, self.stride, self.padding, output_size)  # pt: torch/nn/modules/pooling.py:323


class MaxUnpool3d(torch.nn.Module):
    def __init__(self, kernel_size, stride=None, padding=0):
        super().__init__()
        self.kernel_size = _triple(kernel_size)
        self.stride = _triple(stride if (stride is not None) else kernel_size)
        self.padding = _triple(padding)

    def forward(self, input: torch.Tensor, indices: torch.Tensor,
                output_size: Optional[List[int]] = None) -> torch.Tensor:
        return F.max_unpool3d(input, indices, self.kernel_size, self.stride, self.padding, output_size)  # pt: torch/nn/modules/pooling.py:472


class MaxUnpool2d(torch.nn.Module):
    def __init__(self, kernel_size, stride=None, padding=0):
        super().__init__()
        self.kernel_size = _pair(kernel_size)
        self.stride = _pair(stride if (stride is not None) else kernel_size)
        self.padding = _pair(padding)

    def forward(self, input: torch.Tensor, indices: torch.Tensor,
                output_size: Optional[List[int]] = None) -> torch.Tensor:
        return F.max_unpool2d(input, indices, self.kernel_size, self.stride, self.padding, output_size)  # pt: torch/nn/modules/pooling.py:406


class _LPPoolNd(torch.nn.Module):
    def __init__(self, norm_type: float, kernel_size, stride=None, ceil_mode: bool = False):
        super().__init__()
        self.norm_type = norm_type
        self.kernel_size = kernel_size
        self.stride = stride
        self.ceil_mode = ceil_mode


class LPPool1d(_LPPoolNd):
    __constants__ = ['norm_type', 'kernel_size', 'stride', 'ceil_mode']
    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.lp_pool1d(input, float(self.norm_type), self.kernel_size, self.stride, self.ceil_mode)  # pt: torch/nn/modules/pooling.py:919


class LPPool2d(_LPPoolNd):
    __constants__ = ['norm_type', 'kernel_size', 'stride', 'ceil_mode']
    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.lp_pool2d(input, float(self.norm_type), self.kernel_size, self.stride, self.ceil_mode)  # pt: torch/nn/modules/pooling.py:974


class TransformerEncoder(torch.nn.Module):
    def __init__(self, encoder_layer, num_layers: int, norm=None, enable_nested_tensor: bool = True,
                 mask_check: bool = True):
        super().__init__()
        # Each layer is a copy of `encoder_layer`, weights included, as in PyTorch.
        self.layers = torch.nn.ModuleList([copy.deepcopy(encoder_layer) for i in range(num_layers)])
        self.num_layers = num_layers
        self.norm = norm

    def forward(self, src: torch.Tensor, mask: Optional[torch.Tensor] = None,
                src_key_padding_mask: Optional[torch.Tensor] = None) -> torch.Tensor:
        output = src
        for mod in self.layers:
            output = mod(output, src_mask=mask, src_key_padding_mask=src_key_padding_mask)
        norm = self.norm
        if norm is not None:
            output = norm(output)
        return output


class TransformerDecoder(torch.nn.Module):
    def __init__(self, decoder_layer, num_layers: int, norm=None):
        super().__init__()
        self.layers = torch.nn.ModuleList([copy.deepcopy(decoder_layer) for i in range(num_layers)])
        self.num_layers = num_layers
        self.norm = norm

    def forward(self, tgt: torch.Tensor, memory: torch.Tensor, tgt_mask: Optional[torch.Tensor] = None,
                memory_mask: Optional[torch.Tensor] = None, tgt_key_padding_mask: Optional[torch.Tensor] = None,
                memory_key_padding_mask: Optional[torch.Tensor] = None) -> torch.Tensor:
        output = tgt
        for mod in self.layers:
            output = mod(output, memory, tgt_mask=tgt_mask, memory_mask=memory_mask,
                         tgt_key_padding_mask=tgt_key_padding_mask,
                         memory_key_padding_mask=memory_key_padding_mask)
        norm = self.norm
        if norm is not None:
            output = norm(output)
        return output


class Transformer(torch.nn.Module):
    def __init__(self, d_model: int = 512, nhead: int = 8, num_encoder_layers: int = 6,
                 num_decoder_layers: int = 6, dim_feedforward: int = 2048, dropout: float = 0.1,
                 activation="relu", custom_encoder=None, custom_decoder=None,
                 layer_norm_eps: float = 1e-5, batch_first: bool = False, norm_first: bool = False):
        super().__init__()
        if custom_encoder is not None:
            self.encoder = custom_encoder
        else:
            encoder_layer = TransformerEncoderLayer(d_model, nhead, dim_feedforward, dropout, activation,
                                                    layer_norm_eps, batch_first, norm_first)
            encoder_norm = LayerNorm(d_model, eps=layer_norm_eps)
            self.encoder = TransformerEncoder(encoder_layer, num_encoder_layers, encoder_norm)
        if custom_decoder is not None:
            self.decoder = custom_decoder
        else:
            decoder_layer = TransformerDecoderLayer(d_model, nhead, dim_feedforward, dropout, activation,
                                                    layer_norm_eps, batch_first, norm_first)
            decoder_norm = LayerNorm(d_model, eps=layer_norm_eps)
            self.decoder = TransformerDecoder(decoder_layer, num_decoder_layers, decoder_norm)
        for p in self.parameters():
            if p.dim() > 1:
                init.xavier_uniform_(p)
        self.d_model = d_model
        self.nhead = nhead
        self.batch_first = batch_first

    def forward(self, src: torch.Tensor, tgt: torch.Tensor, src_mask: Optional[torch.Tensor] = None,
                tgt_mask: Optional[torch.Tensor] = None, memory_mask: Optional[torch.Tensor] = None,
                src_key_padding_mask: Optional[torch.Tensor] = None,
                tgt_key_padding_mask: Optional[torch.Tensor] = None,
                memory_key_padding_mask: Optional[torch.Tensor] = None) -> torch.Tensor:
        is_batched = src.dim() == 3  # pt: torch/nn/modules/transformer.py:137
        if not self.batch_first and src.size(1) != tgt.size(1) and is_batched:  # pt: torch/nn/modules/transformer.py:138
            raise RuntimeError("the batch number of src and tgt must be equal")
        elif self.batch_first and src.size(0) != tgt.size(0) and is_batched:  # pt: torch/nn/modules/transformer.py:140
            raise RuntimeError("the batch number of src and tgt must be equal")
        if src.size(-1) != self.d_model or tgt.size(-1) != self.d_model:  # pt: torch/nn/modules/transformer.py:143
            raise RuntimeError("the feature number of src and tgt must be equal to d_model")
        memory = self.encoder(src, mask=src_mask, src_key_padding_mask=src_key_padding_mask)  # pt: torch/nn/modules/transformer.py:146
        output = self.decoder(tgt, memory, tgt_mask=tgt_mask, memory_mask=memory_mask,  # pt: torch/nn/modules/transformer.py:147
                              tgt_key_padding_mask=tgt_key_padding_mask,
                              memory_key_padding_mask=memory_key_padding_mask)
        return output

    @staticmethod
    def generate_square_subsequent_mask(sz: int) -> torch.Tensor:
        return torch.triu(torch.full((sz, sz), float('-inf')), diagonal=1)  # pt: torch/nn/modules/transformer.py:157


class Conv3d(_ConvNd):
    _reversed_padding_repeated_twice: List[int]
    __constants__ = ['stride', 'padding', 'dilation', 'groups', 'padding_mode', 'output_padding', 'in_channels', 'out_channels', 'kernel_size']
    def __init__(self, in_channels: int, out_channels: int, kernel_size, stride=1, padding=0, dilation=1,
                 groups: int = 1, bias: bool = True, padding_mode: str = "zeros", device=None, dtype=None):
        super().__init__()
        _conv_init(self, in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias, padding_mode,
                   3, False, device=device, dtype=dtype)

    def reset_parameters(self):
        _conv_reset(self.weight, self.bias)

    def _conv_forward(self, input: torch.Tensor, weight: torch.Tensor, bias: Optional[torch.Tensor]):
        if self.padding_mode != "zeros":
            return F.conv3d(F.pad(input, self._reversed_padding_repeated_twice, mode=self.padding_mode),  # pt: torch/nn/modules/conv.py:597
                            weight, bias, self.stride, [0, 0, 0], self.dilation, self.groups)
        return F.conv3d(input, weight, bias, self.stride, self.padding, self.dilation, self.groups)  # pt: torch/nn/modules/conv.py:608

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return self._conv_forward(input, self.weight, self.bias)  # pt: torch/nn/modules/conv.py:613


class ConvTranspose3d(_ConvTransposeNd):
    __constants__ = ['stride', 'padding', 'dilation', 'groups', 'padding_mode', 'output_padding', 'in_channels', 'out_channels', 'kernel_size']
    def __init__(self, in_channels: int, out_channels: int, kernel_size, stride=1, padding=0, output_padding=0,
                 groups: int = 1, bias: bool = True, dilation=1, padding_mode: str = "zeros", device=None, dtype=None):
        super().__init__()
        if padding_mode != "zeros":
            raise ValueError('Only "zeros" padding mode is supported for ConvTranspose3d')
        _conv_init(self, in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias, padding_mode,
                   3, True, output_padding, device=device, dtype=dtype)

    def reset_parameters(self):
        _conv_reset(self.weight, self.bias)

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.conv_transpose3d(input, self.weight, self.bias, self.stride, self.padding, self.output_padding,  # pt: torch/nn/modules/conv.py:1108
                                  self.groups, self.dilation)


class MaxPool3d(_MaxPoolNd):
    __constants__ = ['kernel_size', 'stride', 'padding', 'dilation', 'return_indices', 'ceil_mode']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.max_pool3d(input, self.kernel_size, self.stride, self.padding, self.dilation,  # pt: torch/nn/modules/pooling.py:244
                            ceil_mode=self.ceil_mode, return_indices=self.return_indices)


class AvgPool3d(_AvgPoolNd):
    __constants__ = ['kernel_size', 'stride', 'padding', 'ceil_mode', 'count_include_pad', 'divisor_override']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.avg_pool3d(input, self.kernel_size, self.stride, self.padding, self.ceil_mode,  # pt: torch/nn/modules/pooling.py:713
                            self.count_include_pad, self.divisor_override)


class AdaptiveAvgPool3d(_AdaptiveAvgPoolNd):
    __constants__ = ['output_size']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.adaptive_avg_pool3d(input, self.output_size)  # pt: torch/nn/modules/pooling.py:1223


class AdaptiveMaxPool3d(_AdaptiveMaxPoolNd):
    __constants__ = ['output_size', 'return_indices']

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.adaptive_max_pool3d(input, self.output_size, self.return_indices)  # pt: torch/nn/modules/pooling.py:1106


class BatchNorm3d(_BatchNorm):
    __constants__ = ['track_running_stats', 'momentum', 'eps', 'num_features', 'affine']

    def _check_input_dim(self, input: torch.Tensor):
        if input.dim() != 5:  # pt: torch/nn/modules/batchnorm.py:515
            raise ValueError("expected 5D input (got " + str(input.dim()) + "D input)")  # pt: torch/nn/modules/batchnorm.py:516


class InstanceNorm3d(_InstanceNorm):
    __constants__ = ['track_running_stats', 'momentum', 'eps', 'num_features', 'affine']
    def forward(self, input: torch.Tensor) -> torch.Tensor:
        if input.dim() != 4 and input.dim() != 5:  # pt: torch/nn/modules/instancenorm.py:71
            raise ValueError("expected 4D or 5D input (got {}D input)".format(input.dim()))
        return _instance_norm_forward(input, input.dim() == 4, self.running_mean, self.running_var, self.weight,
                                      self.bias, self.training or not self.track_running_stats, self.momentum,
                                      self.eps)
