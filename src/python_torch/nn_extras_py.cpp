// ===--- nn_extras_py.cpp - Python-level parts of the stdlib nn classes ---=== //
// What src/stdlib/nn_modules.py (TorchScript source) leaves out because only
// Python-level code uses it: PyTorch's extra_repr texts, from_pretrained,
// re-collecting RNN weights after _apply; attached after that file runs.
#include "python_torch/nn_sources.h"

namespace ts::py {

namespace {

const char* kExtrasPy = R"PY(
import math
import torch


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


def _fields_repr(self, head, checks):
    # `head`, then ", name={name}" for each attribute whose check passes.
    s = head
    for name, shown in checks:
        if shown(self.__dict__.get(name)):
            s += ', ' + name + '={' + name + '}'
    return s.format(**self.__dict__)


def _is_set(v):
    return v is not None


def _is_true(v):
    return v is not None and v is not False


_norm_checks = [('max_norm', _is_set), ('norm_type', lambda v: v != 2), ('scale_grad_by_freq', _is_true)]


def _embedding_repr(self):
    return _fields_repr(self, '{num_embeddings}, {embedding_dim}',
                        [('padding_idx', _is_set)] + _norm_checks + [('sparse', _is_true)])


def _embedding_bag_repr(self):
    return _fields_repr(self, '{num_embeddings}, {embedding_dim}',
                        _norm_checks + [('mode', lambda v: True), ('padding_idx', _is_set)])


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
    return _fields_repr(self, '{input_size}, {hidden_size}', [
        ('proj_size', lambda v: v is not None and v != 0), ('num_layers', lambda v: v != 1),
        ('bias', lambda v: v is not True), ('batch_first', _is_true), ('dropout', lambda v: v != 0),
        ('bidirectional', _is_true)])


def _cell_repr(self):
    return _fields_repr(self, '{input_size}, {hidden_size}', [
        ('bias', lambda v: v is not True), ('nonlinearity', lambda v: v is not None and v != "tanh")])


_reprs = {
    'RNNCell': _cell_repr, 'LSTMCell': _cell_repr, 'GRUCell': _cell_repr,
    'Linear': _linear_repr,
    'Bilinear': _bilinear_repr,
    'Conv1d': _conv_repr, 'Conv2d': _conv_repr, 'ConvTranspose1d': _conv_repr, 'ConvTranspose2d': _conv_repr,
    'Conv3d': _conv_repr, 'ConvTranspose3d': _conv_repr, 'MaxPool3d': _maxpool_repr,
    'AvgPool3d': _kernel_stride_padding_repr, 'AdaptiveAvgPool3d': _output_size_repr,
    'AdaptiveMaxPool3d': _output_size_repr, 'InstanceNorm3d': _norm_repr,
    'MaxPool1d': _maxpool_repr, 'MaxPool2d': _maxpool_repr,
    'AvgPool1d': _kernel_stride_padding_repr, 'AvgPool2d': _kernel_stride_padding_repr,
    'MaxUnpool1d': _kernel_stride_padding_repr, 'MaxUnpool2d': _kernel_stride_padding_repr,
    'MaxUnpool3d': _kernel_stride_padding_repr,
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
    'ConstantPad3d': lambda self: 'padding={}, value={}'.format(self.padding, self.value),
    'ReflectionPad3d': _padding_repr,
    'ZeroPad2d': _padding_repr, 'ReflectionPad1d': _padding_repr, 'ReflectionPad2d': _padding_repr,
    'ReplicationPad1d': _padding_repr, 'ReplicationPad2d': _padding_repr, 'ReplicationPad3d': _padding_repr,
    'RReLU': lambda self: 'lower={}, upper={}{}'.format(self.lower, self.upper, _inplace_suffix(self)),
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
    '_LPPoolNd': lambda self: 'norm_type={norm_type}, kernel_size={kernel_size}, stride={stride}, '
                              'ceil_mode={ceil_mode}'.format(**self.__dict__),
}


def _embedding_from_pretrained(cls, embeddings, freeze=True, padding_idx=None, max_norm=None, norm_type=2.,
                               scale_grad_by_freq=False, sparse=False):
    assert embeddings.dim() == 2, 'Embeddings parameter is expected to be 2-dimensional'
    rows, cols = embeddings.shape
    return cls(num_embeddings=rows, embedding_dim=cols, _weight=embeddings, _freeze=freeze, padding_idx=padding_idx,
               max_norm=max_norm, norm_type=norm_type, scale_grad_by_freq=scale_grad_by_freq, sparse=sparse)


def _embedding_bag_from_pretrained(cls, embeddings, freeze=True, max_norm=None, norm_type=2.,
                                   scale_grad_by_freq=False, mode='mean', sparse=False, include_last_offset=False,
                                   padding_idx=None):
    assert embeddings.dim() == 2, 'Embeddings parameter is expected to be 2-dimensional'
    rows, cols = embeddings.shape
    bag = cls(num_embeddings=rows, embedding_dim=cols, _weight=embeddings, max_norm=max_norm, norm_type=norm_type,
              scale_grad_by_freq=scale_grad_by_freq, mode=mode, sparse=sparse,
              include_last_offset=include_last_offset, padding_idx=padding_idx)
    bag.weight.requires_grad = not freeze
    return bag


class _CtcLoss(torch.autograd.Function):
    # Per-sample negative log likelihoods with PyTorch's ctc_loss gradient
    # (Note [CTC loss] in nn_functional.py).
    @staticmethod
    def forward(ctx, log_probs, targets, input_lengths, target_lengths, blank, zero_infinity):
        F = torch.nn.functional
        alphas, nll = [], []
        for b in range(log_probs.size(1)):
            ext, skip = F._ctc_extended(F._ctc_target(targets, target_lengths, b), blank)
            alpha = F._ctc_alpha(log_probs[:input_lengths[b], b].index_select(1, ext), skip)
            alphas.append(alpha)
            nll.append(-torch.logsumexp(alpha[-1][-2:], 0))
        nll = torch.stack(nll)
        if zero_infinity:
            nll = torch.where(nll == math.inf, torch.zeros_like(nll), nll)
        ctx.save_for_backward(log_probs)
        # nll.detach(): ctx must not hold its own output (output -> node -> ctx
        # -> output is a cycle the collector cannot see through tensors).
        ctx.ctc = (targets, input_lengths, target_lengths, blank, zero_infinity, alphas, nll.detach())
        return nll

    @staticmethod
    def backward(ctx, grad):
        F = torch.nn.functional
        lp, = ctx.saved_tensors
        targets, input_lengths, target_lengths, blank, zero_infinity, alphas, nll = ctx.ctc
        out = torch.zeros_like(lp)
        for b in range(lp.size(1)):
            steps, g = input_lengths[b], grad[b]
            if zero_infinity and alphas[b][-1][-2:].max().item() == -math.inf:
                continue
            target = F._ctc_target(targets, target_lengths, b)
            ext, skip = F._ctc_extended(target, blank)
            lpe = lp[:steps, b].index_select(1, ext)
            beta = F._ctc_alpha(lpe.flip([0, 1]), F._ctc_extended(target.flip(0), blank)[1]).flip([0, 1])
            occupancy = torch.exp(alphas[b] + beta - lpe + nll[b])
            gb = torch.exp(lp[:steps, b]).index_add(1, ext, -occupancy)
            out[:steps, b] = gb * g
        return out, None, None, None, None, None


def _ctc_lengths(lengths):
    if isinstance(lengths, torch.Tensor):
        return [int(v) for v in lengths.reshape(-1).tolist()]
    if isinstance(lengths, int):
        return [lengths]
    return [int(v) for v in lengths]


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction='mean', zero_infinity=False):
    unbatched = log_probs.dim() == 2
    if unbatched:
        log_probs, targets = log_probs.unsqueeze(1), targets.unsqueeze(0)
    lengths = _ctc_lengths(target_lengths)
    nll = _CtcLoss.apply(log_probs, targets, _ctc_lengths(input_lengths), lengths, blank, zero_infinity)
    loss = torch.nn.functional._ctc_reduce(nll, lengths, reduction, zero_infinity)
    return loss.squeeze(0) if unbatched and reduction == 'none' else loss


def _rnn_apply(self, fn):
    # The kernels take the weights as a list: collect them again after a
    # conversion replaced the parameters (PyTorch's RNNBase._apply).
    ret = self._module_apply(fn)
    self._flat_weights = [p for p in self._parameters.values() if p is not None]
    return ret


def _rnn_op(self, x, batch_sizes, hs, weights, layers):
    fn = {'LSTM': torch.lstm, 'GRU': torch.gru, 'RNN_TANH': torch.rnn_tanh, 'RNN_RELU': torch.rnn_relu}[self.mode]
    h = hs if self.mode == 'LSTM' else hs[0]
    if batch_sizes is None:
        return fn(x, h, weights, self.bias, layers, 0.0, self.training, self.bidirectional, False)
    return fn(x, batch_sizes, h, weights, self.bias, layers, 0.0, self.training, self.bidirectional)


def _rnn_forward(self, input, hx=None):
    # What the TorchScript source of RNN/LSTM/GRU.forward leaves to the Python
    # level: a PackedSequence input, and training a stack with dropout, run
    # layer by layer with F.dropout between (the RNG draws ATen makes), so
    # that the backward pass sees each layer.
    from torch.nn.utils.rnn import PackedSequence
    packed = isinstance(input, PackedSequence)
    split = (self.training and self.dropout > 0 and self.num_layers > 1 and torch.is_grad_enabled()
             and (packed or input.dim() == 3))
    if not (packed or split):
        return self._tensor_forward(input, hx)
    is_lstm = self.mode == 'LSTM'
    dirs = 2 if self.bidirectional else 1
    if packed:
        x, batch_sizes, sorted_indices, unsorted_indices = input
        batch = int(batch_sizes[0])
    else:
        batch_sizes = sorted_indices = unsorted_indices = None
        x = input.transpose(0, 1) if self.batch_first else input
        batch = x.size(1)
    if hx is None:
        zeros = torch.zeros(self.num_layers * dirs, batch, self.hidden_size, dtype=x.dtype)
        hs = [zeros, zeros] if is_lstm else [zeros]
    else:
        hs = list(hx) if is_lstm else [hx]
        if sorted_indices is not None:
            hs = [h.index_select(1, sorted_indices) for h in hs]
    if split:
        per = (4 if self.bias else 2) * dirs
        finals = [[] for _ in hs]
        for layer in range(self.num_layers):
            lo, hi = layer * dirs, (layer + 1) * dirs
            r = _rnn_op(self, x, batch_sizes, [h[lo:hi] for h in hs], self._flat_weights[layer * per:(layer + 1) * per], 1)
            x = r[0]
            for i in range(len(hs)):
                finals[i].append(r[1 + i])
            if layer < self.num_layers - 1:
                x = torch.nn.functional.dropout(x, self.dropout, True)
        hn = [torch.cat(f, 0) for f in finals]
    else:
        r = _rnn_op(self, x, batch_sizes, hs, self._flat_weights, self.num_layers)
        x = r[0]
        hn = list(r[1:])
    if packed:
        if unsorted_indices is not None:
            hn = [h.index_select(1, unsorted_indices) for h in hn]
        output = PackedSequence(x, batch_sizes, sorted_indices, unsorted_indices)
    else:
        output = x.transpose(0, 1) if self.batch_first else x
    return output, ((hn[0], hn[1]) if is_lstm else hn[0])


def _identity_init(self, *args, **kwargs):
    # PyTorch's Identity ignores its arguments (a drop-in for a configurable layer).
    torch.nn.Module.__init__(self)


def _transformer_layer_init(orig):
    # PyTorch keeps the activation callable as `self.activation` (a string
    # names F.relu / F.gelu); the scripted source tests a code instead.
    def __init__(self, *args, **kwargs):
        act = kwargs.get('activation', args[4] if len(args) > 4 else 'relu')
        F = torch.nn.functional
        if isinstance(act, str):
            fn = {'relu': F.relu, 'gelu': F.gelu}.get(act)
            name = act
        else:
            fn = act
            name = 'gelu' if act is F.gelu or isinstance(act, torch.nn.GELU) else 'relu'
        if len(args) > 4:
            args = args[:4] + (name,) + args[5:]
        elif 'activation' in kwargs:
            kwargs['activation'] = name
        orig(self, *args, **kwargs)
        self.activation = fn if fn is not None else act
    return __init__


def _boolean_dispatch(plain, with_indices, position):
    # torch._jit_internal.boolean_dispatch: return_indices picks the variant
    # (script code picks it at compile time; the source's def has one type).
    def fn(*args, **kwargs):
        flag = kwargs.get('return_indices', args[position] if len(args) > position else False)
        return (with_indices if flag else plain)(*args, **kwargs)
    fn.__name__ = plain.__name__
    fn.__doc__ = plain.__doc__
    return fn


def _list_with_default(fn):
    # torch.nn.modules.utils._list_with_default: a None in an adaptive pool's
    # output_size keeps that dimension of the input.
    # PyTorch reads input.size() whether or not a None needs it, so a
    # trace records (and then drops) the size reads: the value numbers follow.
    def wrapper(input, output_size, *args, **kwargs):
        sizes = input.size()
        if isinstance(output_size, (list, tuple)) and any(v is None for v in output_size):
            sizes = sizes[-len(output_size):]
            output_size = [s if v is None else v for v, s in zip(output_size, sizes)]
        return fn(input, output_size, *args, **kwargs)
    wrapper.__name__ = fn.__name__
    return wrapper


def triplet_margin_with_distance_loss(anchor, positive, negative, *, distance_function=None, margin=1.0, swap=False,
                                      reduction="mean"):
    if margin <= 0:
        raise ValueError("TripletMarginWithDistanceLoss: expected margin to be greater than 0, got {} instead"
                         .format(margin))
    a_dim, p_dim, n_dim = anchor.ndim, positive.ndim, negative.ndim
    if not (a_dim == p_dim and p_dim == n_dim):
        raise RuntimeError("The anchor, positive, and negative tensors are expected to have the same number of "
                           "dimensions, but got: anchor {}D, positive {}D, and negative {}D inputs"
                           .format(a_dim, p_dim, n_dim))
    dist = distance_function if distance_function is not None else torch.nn.functional.pairwise_distance
    dist_pos = dist(anchor, positive)
    dist_neg = dist(anchor, negative)
    if swap:
        dist_neg = torch.minimum(dist_neg, dist(positive, negative))
    loss = torch.clamp_min(margin + dist_pos - dist_neg, 0)
    if reduction == "sum":
        return torch.sum(loss)
    if reduction == "mean":
        return torch.mean(loss)
    return loss


class TripletMarginWithDistanceLoss(torch.nn.Module):
    def __init__(self, *, distance_function=None, margin=1.0, swap=False, reduction="mean"):
        super().__init__()
        self.reduction = reduction
        self.distance_function = distance_function if distance_function is not None else torch.nn.PairwiseDistance()
        self.margin = margin
        self.swap = swap

    def forward(self, anchor, positive, negative):
        return triplet_margin_with_distance_loss(anchor, positive, negative, distance_function=self.distance_function,
                                                 margin=self.margin, swap=self.swap, reduction=self.reduction)


class DataParallel(torch.nn.Module):
    # With no CUDA device, PyTorch's DataParallel runs the module itself.

    def __init__(self, module, device_ids=None, output_device=None, dim=0):
        super().__init__()
        self.module = module
        self.device_ids = []
        self.dim = dim
        self.output_device = None
        self.src_device_obj = None

    def forward(self, *inputs, **kwargs):
        return self.module(*inputs, **kwargs)


def _install_functional(F):
    for name in ('adaptive_avg_pool2d', 'adaptive_avg_pool3d', 'adaptive_max_pool2d', 'adaptive_max_pool3d',
                 'adaptive_max_pool2d_with_indices', 'adaptive_max_pool3d_with_indices'):
        if hasattr(F, name):
            setattr(F, name, _list_with_default(getattr(F, name)))
    for name, position in (('max_pool1d', 6), ('max_pool2d', 6), ('max_pool3d', 6), ('adaptive_max_pool1d', 2),
                           ('adaptive_max_pool2d', 2), ('adaptive_max_pool3d', 2), ('fractional_max_pool2d', 4),
                           ('fractional_max_pool3d', 4)):
        plain, with_indices = getattr(F, name, None), getattr(F, name + '_with_indices', None)
        if plain is not None and with_indices is not None:
            setattr(F, name, _boolean_dispatch(plain, with_indices, position))


def _install(namespace):
    _install_functional(torch.nn.functional)
    torch.nn.functional.ctc_loss = ctc_loss
    torch.nn.functional.triplet_margin_with_distance_loss = triplet_margin_with_distance_loss
    for cls in (TripletMarginWithDistanceLoss, DataParallel):
        namespace[cls.__name__] = cls
    for name, fn in _reprs.items():
        cls = namespace.get(name)
        if cls is not None:
            cls.extra_repr = fn
    namespace['Embedding'].from_pretrained = classmethod(_embedding_from_pretrained)
    namespace['EmbeddingBag'].from_pretrained = classmethod(_embedding_bag_from_pretrained)
    namespace['Identity'].__init__ = _identity_init
    for name in ('TransformerEncoderLayer', 'TransformerDecoderLayer'):
        cls = namespace[name]
        cls.__init__ = _transformer_layer_init(cls.__init__)
        cls._activation = lambda self, x: self.activation(x)
    # _NormBase's state-dict format version (num_batches_tracked was added).
    for name in ('BatchNorm1d', 'BatchNorm2d', 'BatchNorm3d', 'SyncBatchNorm', 'InstanceNorm1d',
                 'InstanceNorm2d', 'InstanceNorm3d'):
        if name in namespace:
            namespace[name]._version = 2
    rnn = namespace['RNNBase']
    rnn._module_apply = namespace['Module']._apply
    rnn._apply = _rnn_apply
    for name in ('RNN', 'LSTM', 'GRU'):
        cls = namespace[name]
        cls._tensor_forward = cls.forward
        cls.forward = _rnn_forward
)PY";

}  // namespace

const char* nnExtrasSource() { return kExtrasPy; }

}  // namespace ts::py
