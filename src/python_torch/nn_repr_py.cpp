// ===--- nn_repr_py.cpp - extra_repr of the stdlib torch.nn classes -------=== //
// PyTorch's extra_repr texts, attached to the classes of src/stdlib/nn_modules.py
// after it runs at the Python level (that file stays TorchScript source, and
// printing a module is Python-level only).
#include "python_torch/nn_sources.h"

namespace ts::py {

namespace {

const char* kReprPy = R"PY(
def _inplace_only(self):
    return 'inplace=True' if self.inplace else ''


def _inplace_suffix(self):
    return ', inplace=True' if self.inplace else ''


def _linear_repr(self):
    return 'in_features={}, out_features={}, bias={}'.format(self.in_features, self.out_features, self.bias is not None)


def _bilinear_repr(self):
    return 'in1_features={}, in2_features={}, out_features={}, bias={}'.format(
        self.in1_features, self.in2_features, self.out_features, self.bias is not None)


def _conv_repr(self):
    s = ('{in_channels}, {out_channels}, kernel_size={kernel_size}'
         ', stride={stride}')
    if self.padding != (0,) * len(self.padding):
        s += ', padding={padding}'
    if self.dilation != (1,) * len(self.dilation):
        s += ', dilation={dilation}'
    output_padding = self.__dict__.get('output_padding', (0,))
    if output_padding != (0,) * len(output_padding):
        s += ', output_padding={output_padding}'
    if self.groups != 1:
        s += ', groups={groups}'
    if self.bias is None:
        s += ', bias=False'
    if self.padding_mode != 'zeros':
        s += ', padding_mode={padding_mode}'
    return s.format(**self.__dict__)


def _maxpool_repr(self):
    return 'kernel_size={kernel_size}, stride={stride}, padding={padding}' \
        ', dilation={dilation}, ceil_mode={ceil_mode}'.format(**self.__dict__)


def _kernel_stride_padding_repr(self):
    return 'kernel_size={}, stride={}, padding={}'.format(self.kernel_size, self.stride, self.padding)


def _output_size_repr(self):
    return 'output_size={}'.format(self.output_size)


def _dim_repr(self):
    return 'dim={dim}'.format(dim=self.dim)


def _dropout_repr(self):
    return 'p={}, inplace={}'.format(self.p, self.inplace)


def _norm_repr(self):
    return ("{num_features}, eps={eps}, momentum={momentum}, affine={affine}, "
            "track_running_stats={track_running_stats}".format(**self.__dict__))


def _embedding_repr(self):
    s = '{num_embeddings}, {embedding_dim}'
    if self.padding_idx is not None:
        s += ', padding_idx={padding_idx}'
    if self.max_norm is not None:
        s += ', max_norm={max_norm}'
    if self.norm_type != 2:
        s += ', norm_type={norm_type}'
    if self.scale_grad_by_freq is not False:
        s += ', scale_grad_by_freq={scale_grad_by_freq}'
    if self.sparse is not False:
        s += ', sparse=True'
    return s.format(**self.__dict__)


def _embedding_bag_repr(self):
    s = '{num_embeddings}, {embedding_dim}'
    if self.max_norm is not None:
        s += ', max_norm={max_norm}'
    if self.norm_type != 2:
        s += ', norm_type={norm_type}'
    if self.scale_grad_by_freq is not False:
        s += ', scale_grad_by_freq={scale_grad_by_freq}'
    s += ', mode={mode}'
    if self.padding_idx is not None:
        s += ', padding_idx={padding_idx}'
    return s.format(**self.__dict__)


def _upsample_repr(self):
    if self.scale_factor is not None:
        info = 'scale_factor=' + str(self.scale_factor)
    else:
        info = 'size=' + str(self.size)
    info += ', mode=' + self.mode
    return info


def _padding_repr(self):
    return '{}'.format(self.padding)


def _rnn_repr(self):
    s = '{input_size}, {hidden_size}'
    if self.__dict__.get('proj_size', 0) != 0:
        s += ', proj_size={proj_size}'
    if self.num_layers != 1:
        s += ', num_layers={num_layers}'
    if self.bias is not True:
        s += ', bias={bias}'
    if self.batch_first is not False:
        s += ', batch_first={batch_first}'
    if self.dropout != 0:
        s += ', dropout={dropout}'
    if self.bidirectional is not False:
        s += ', bidirectional={bidirectional}'
    return s.format(**self.__dict__)


_reprs = {
    'Linear': _linear_repr,
    'Bilinear': _bilinear_repr,
    'Conv1d': _conv_repr, 'Conv2d': _conv_repr, 'ConvTranspose1d': _conv_repr, 'ConvTranspose2d': _conv_repr,
    'MaxPool1d': _maxpool_repr, 'MaxPool2d': _maxpool_repr,
    'AvgPool1d': _kernel_stride_padding_repr, 'AvgPool2d': _kernel_stride_padding_repr,
    'MaxUnpool2d': _kernel_stride_padding_repr,
    'AdaptiveAvgPool1d': _output_size_repr, 'AdaptiveAvgPool2d': _output_size_repr,
    'AdaptiveMaxPool1d': _output_size_repr, 'AdaptiveMaxPool2d': _output_size_repr,
    'ReLU': _inplace_only, 'SELU': _inplace_only, 'ReLU6': _inplace_only, 'SiLU': _inplace_only,
    'Mish': _inplace_only,
    'GELU': lambda self: 'approximate={}'.format(repr(self.approximate)),
    'Softmax': _dim_repr, 'LogSoftmax': _dim_repr, 'Softmin': _dim_repr,
    'Flatten': lambda self: 'start_dim={}, end_dim={}'.format(self.start_dim, self.end_dim),
    'Dropout': _dropout_repr, 'Dropout1d': _dropout_repr, 'Dropout2d': _dropout_repr,
    'Dropout3d': _dropout_repr, 'AlphaDropout': _dropout_repr, 'FeatureAlphaDropout': _dropout_repr,
    'BatchNorm1d': _norm_repr, 'BatchNorm2d': _norm_repr, 'BatchNorm3d': _norm_repr,
    'InstanceNorm1d': _norm_repr, 'InstanceNorm2d': _norm_repr,
    'LayerNorm': lambda self: '{}, eps={}, elementwise_affine={}'.format(
        tuple(self.normalized_shape), self.eps, self.elementwise_affine),
    'GroupNorm': lambda self: '{num_groups}, {num_channels}, eps={eps}, affine={affine}'.format(**self.__dict__),
    'LocalResponseNorm': lambda self: '{size}, alpha={alpha}, beta={beta}, k={k}'.format(**self.__dict__),
    'Embedding': _embedding_repr,
    'EmbeddingBag': _embedding_bag_repr,
    'Unflatten': lambda self: 'dim={}, unflattened_size={}'.format(self.dim, self.unflattened_size),
    'Upsample': _upsample_repr, 'UpsamplingNearest2d': _upsample_repr, 'UpsamplingBilinear2d': _upsample_repr,
    'PixelShuffle': lambda self: 'upscale_factor={}'.format(self.upscale_factor),
    'PixelUnshuffle': lambda self: 'downscale_factor={}'.format(self.downscale_factor),
    'ConstantPad1d': lambda self: 'padding={}, value={}'.format(self.padding, self.value),
    'ConstantPad2d': lambda self: 'padding={}, value={}'.format(self.padding, self.value),
    'ZeroPad2d': _padding_repr, 'ReflectionPad1d': _padding_repr, 'ReflectionPad2d': _padding_repr,
    'ReplicationPad1d': _padding_repr, 'ReplicationPad2d': _padding_repr,
    'LeakyReLU': lambda self: 'negative_slope={}{}'.format(self.negative_slope, _inplace_suffix(self)),
    'ELU': lambda self: 'alpha={}{}'.format(self.alpha, _inplace_suffix(self)),
    'CELU': lambda self: 'alpha={}{}'.format(self.alpha, _inplace_suffix(self)),
    'Hardtanh': lambda self: 'min_val={}, max_val={}{}'.format(self.min_val, self.max_val, _inplace_suffix(self)),
    'Softplus': lambda self: 'beta={}, threshold={}'.format(self.beta, self.threshold),
    'Softshrink': lambda self: str(self.lambd),
    'Hardshrink': lambda self: '{}'.format(self.lambd),
    'Threshold': lambda self: 'threshold={}, value={}{}'.format(self.threshold, self.value, _inplace_suffix(self)),
    'GLU': lambda self: 'dim={}'.format(self.dim),
    'PReLU': lambda self: 'num_parameters={}'.format(self.num_parameters),
    'RNN': _rnn_repr, 'LSTM': _rnn_repr, 'GRU': _rnn_repr,
    'Unfold': lambda self: 'kernel_size={kernel_size}, dilation={dilation}, padding={padding},'
                           ' stride={stride}'.format(**self.__dict__),
    'Fold': lambda self: 'output_size={output_size}, kernel_size={kernel_size}, '
                         'dilation={dilation}, padding={padding}, stride={stride}'.format(**self.__dict__),
    'ChannelShuffle': lambda self: 'groups={}'.format(self.groups),
    'LPPool2d': lambda self: 'norm_type={norm_type}, kernel_size={kernel_size}, stride={stride}, '
                             'ceil_mode={ceil_mode}'.format(**self.__dict__),
}


def _install_reprs(namespace):
    for name, fn in _reprs.items():
        cls = namespace.get(name)
        if cls is not None:
            cls.extra_repr = fn
)PY";

}  // namespace

const char* nnReprSource() { return kReprPy; }

}  // namespace ts::py
