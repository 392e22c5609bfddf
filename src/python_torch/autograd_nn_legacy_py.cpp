// ===--- autograd_nn_legacy_py.cpp - derivatives of the backend-named nn ops -=== //
// Derivative formulas (Note [Grad tape]) for the operators of
// src/ops/nn_legacy_ops.cpp as the Python level reaches them
// (torch._C._nn.X, F.fractional_max_pool2d): fractional max pooling
// scatters the gradient to the chosen positions; the slow_conv*/thnn_conv2d
// kernels, conv_tbc and the 3-d reflection/replication pads differentiate
// as the convolution or padding they compute; rrelu_with_noise multiplies
// by the slopes its forward wrote into `noise` (PyTorch's
// rrelu_with_noise_backward). Run in torch.autograd after the other tables.
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kNnLegacyFormulasPy = R"PY(
import torch


def _f_fractional(n):
    def formula(a, k, gs):
        x, idx, g = a[0], k["_out"][1], gs[0]
        plane = 1
        for s in x.shape[x.dim() - n:]:
            plane *= s
        flat = torch.zeros(list(x.shape[:x.dim() - n]) + [plane], dtype=g.dtype)
        flat = flat.scatter_add(-1, idx.flatten(idx.dim() - n), g.flatten(g.dim() - n))
        return [(x, flat.view(x.shape))]
    return formula


def _legacy_conv(n, transposed, dilated):
    def compose(a, k):
        _F = torch.nn.functional
        x, w, bias = a[0], _arg(a, k, 1, "weight"), _arg(a, k, 3, "bias")
        stride, padding = _arg(a, k, 4, "stride", 1), _arg(a, k, 5, "padding", 0)
        if transposed:
            conv = _F.conv_transpose2d if n == 2 else _F.conv_transpose3d
            return conv(x, w, bias, stride, padding, _arg(a, k, 6, "output_padding", 0), 1,
                        _arg(a, k, 7, "dilation", 1))
        conv = _F.conv2d if n == 2 else _F.conv3d
        return conv(x, w, bias, stride, padding, _arg(a, k, 6, "dilation", 1) if dilated else 1)
    return _via(compose)


def _conv_tbc(a, k):
    _F = torch.nn.functional
    x, w, b, pad = a[0], _arg(a, k, 1, "weight"), _arg(a, k, 2, "bias"), _arg(a, k, 3, "pad", 0)
    return _F.conv1d(x.permute(1, 2, 0), w.permute(2, 1, 0), b, 1, pad).permute(2, 0, 1)


def _f_rrelu_with_noise(a, k, g):
    x, noise = a[0], _arg(a, k, 1, "noise")
    lower, upper = _arg(a, k, 2, "lower", 0.125), _arg(a, k, 3, "upper", 1.0 / 3.0)
    if _arg(a, k, 4, "training", False) and upper - lower > 1e-6:
        return [(x, g * noise)]
    return [(x, torch.where(x > 0, g, g * ((lower + upper) / 2)))]


_multi["fractional_max_pool2d"] = _f_fractional(2)
_multi["fractional_max_pool3d"] = _f_fractional(3)
_formulas["slow_conv3d"] = _legacy_conv(3, False, False)
_formulas["slow_conv3d_forward"] = _legacy_conv(3, False, False)
_formulas["thnn_conv2d"] = _legacy_conv(2, False, False)
_formulas["slow_conv_dilated2d"] = _legacy_conv(2, False, True)
_formulas["slow_conv_dilated3d"] = _legacy_conv(3, False, True)
_formulas["slow_conv_transpose2d"] = _legacy_conv(2, True, False)
_formulas["slow_conv_transpose3d"] = _legacy_conv(3, True, False)
_formulas["conv_tbc"] = _via(_conv_tbc)
_formulas["reflection_pad3d"] = _via(lambda a, k: _pad_nonconstant(a[0], list(_arg(a, k, 1, "padding")), "reflect"))
_formulas["replication_pad3d"] = _via(
    lambda a, k: _pad_nonconstant(a[0], list(_arg(a, k, 1, "padding")), "replicate"))
_formulas["rrelu_with_noise"] = _f_rrelu_with_noise
_formulas["rrelu_with_noise_"] = _f_rrelu_with_noise
)PY";

}  // namespace

void runAutogradNnLegacyFormulas(Interp& in, PyModule& autograd) {
  runSourceModule(in, autograd, "torch.autograd", kNnLegacyFormulasPy);
}

}  // namespace ts::py
