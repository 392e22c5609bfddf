// ===--- autograd_complex_py.cpp - derivatives of complex ops, in Python ---=== //
// The formulas that Note [Complex gradients] (autograd_py.cpp) cannot derive
// from a real formula: ops that are not holomorphic (abs/angle/real/imag/
// conj/sgn, the view_as_real/view_as_complex pair, torch.complex and
// torch.polar) and torch.fft's transforms, written after PyTorch 1.13's
// FunctionsManual.cpp (fft_c2c_backward, fft_r2c_backward, fft_c2r_backward)
// so gradients are the ones PyTorch computes, in its conjugate convention.
// Run in torch.autograd after the other formula sources.
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kComplexFormulasPy = R"PY(
import torch
from torch import Tensor

def _f_angle(a, k, g):
    x = a[0]
    if not x.is_complex():
        return [(x, torch.zeros_like(x))]
    return [(x, torch.where(x == 0, torch.zeros((), dtype=x.dtype), g * x / x.abs().pow(2) * 1j))]

def _f_sgn(a, k, g):
    # d sgn(z) = dz / |z| - sgn(z) Re(conj(sgn(z)) dz) / |z|, transposed.
    x = a[0]
    if not x.is_complex():
        return [(x, torch.zeros_like(x))]
    r = x.abs()
    s = x.sgn()
    return [(x, torch.where(r == 0, torch.zeros((), dtype=x.dtype), (g - (g * s.conj()).real * s) / r))]

def _f_imag(a, k, g):
    return [(a[0], torch.complex(torch.zeros_like(g), g))]

def _f_view_as_real(a, k, g):
    return [(a[0], torch.view_as_complex(g.contiguous()))]

def _f_view_as_complex(a, k, g):
    return [(a[0], torch.view_as_real(g.contiguous()))]

def _f_complex(a, k, g):
    return [(a[0], g.real), (_arg(a, k, 1, "imag"), g.imag)]

def _f_polar(a, k, g):
    r, theta = a[0], _arg(a, k, 1, "angle")
    gc = g.conj()
    unit = torch.polar(torch.ones_like(r), theta)
    return [(r, (gc * unit).real), (theta, (gc * k["_out"] * 1j).real)]

def _f_vdot(a, k, g):
    # vdot(x, y) = sum(conj(x) * y).
    x, y = a[0], _arg(a, k, 1, "other")
    return [(x, g.conj() * y), (y, g * x)]

def _f_vecdot(a, k, g):
    # linalg.vecdot(x, y, dim) = sum(conj(x) * y, dim), broadcasting x and y.
    x, y = a[0], _arg(a, k, 1, "y")
    g = g.unsqueeze(_arg(a, k, 2, "dim", -1))
    return [(x, _sum_to(g.conj() * y, x.shape)), (y, _sum_to(g * x, y.shape))]

# ---- torch.fft ---- #
# Each transform has a scale (1, 1/sqrt(n) or 1/n) given by its norm and
# direction; the backward transform runs in the other direction with the
# same scale (ATen passes the same normalization to the backward op).

def _scale(norm, forward):
    if norm == "ortho":
        return "sqrt"
    if norm is None or norm == "backward":
        return "none" if forward else "n"
    return "n" if forward else "none"

def _norm_for(scale, forward):
    if scale == "sqrt":
        return "ortho"
    return ("backward" if scale == "none" else "forward") if forward else ("forward" if scale == "none" else "backward")

def _fft_plan(a, k, kind):
    # (dims, signal sizes or None, norm) of a 1-d, 2-d or n-d transform call.
    x = a[0]
    if kind == 1:
        n, dim, norm = _arg(a, k, 1, "n"), _arg(a, k, 2, "dim", -1), _arg(a, k, 3, "norm")
        return [dim % x.dim()], (None if n is None else [n]), norm
    s, dim, norm = _arg(a, k, 1, "s"), _arg(a, k, 2, "dim", [-2, -1] if kind == 2 else None), _arg(a, k, 3, "norm")
    if dim is None:
        dims = list(range(x.dim())) if s is None else list(range(x.dim() - len(s), x.dim()))
    else:
        dims = [d % x.dim() for d in ([dim] if isinstance(dim, int) else dim)]
    return dims, (None if s is None else list(s)), norm

def _resize_back(gi, shape, dims):
    # The transform padded or trimmed its input to the signal size: the
    # gradient is trimmed back, or zero-padded where the input was cut.
    for d in dims:
        m, cur = shape[d], gi.shape[d]
        if cur > m:
            gi = gi.narrow(d, 0, m)
        elif cur < m:
            pad = list(gi.shape)
            pad[d] = m - cur
            gi = torch.cat([gi, torch.zeros(pad, dtype=gi.dtype)], d)
    return gi

def _c2c_back(g, dims, scale, forward):
    if forward:
        return torch.fft.ifftn(g, dim=dims, norm=_norm_for(scale, False))
    return torch.fft.fftn(g, dim=dims, norm=_norm_for(scale, True))

def _r2c_back(g, x, dims, sizes, scale, onesided):
    # The R2C transform runs forward (ihfft conjugates its result): its
    # backward is the inverse C2C; the missing half of the spectrum has zero
    # gradient.
    last = dims[-1]
    if onesided:
        full = sizes[-1] if sizes is not None else x.shape[last]
        if g.shape[last] < full:
            pad = list(g.shape)
            pad[last] = full - g.shape[last]
            g = torch.cat([g, torch.zeros(pad, dtype=g.dtype)], last)
    return _resize_back(_c2c_back(g, dims, scale, True).real, x.shape, dims)

def _c2r_back(g, x, dims, scale):
    # ATen's fft_c2r_backward: R2C of the gradient, the entries whose
    # conjugate-symmetric partner was dropped counted twice.
    gi = torch.fft.rfftn(g, dim=dims, norm=_norm_for(scale, True))
    last = dims[-1]
    double = g.shape[last] - gi.shape[last]
    if double > 0:
        w = torch.ones(gi.shape[last], dtype=g.dtype)
        w[1:1 + double] = 2.0
        shape = [1] * gi.dim()
        shape[last] = -1
        gi = gi * w.view(shape)
    return _resize_back(gi, x.shape, dims)

def _fft_c2c(kind, forward):
    def formula(a, k, g):
        x = a[0]
        dims, _, norm = _fft_plan(a, k, kind)
        gi = _c2c_back(g, dims, _scale(norm, forward), forward)
        return [(x, _resize_back(gi if x.is_complex() else gi.real, x.shape, dims))]
    return formula

def _fft_r2c(kind, forward):
    # rfft (forward) and ihfft (inverse, conjugated after the transform).
    def formula(a, k, g):
        x = a[0]
        dims, sizes, norm = _fft_plan(a, k, kind)
        if not forward:
            g = g.conj()
        return [(x, _r2c_back(g, x, dims, sizes, _scale(norm, forward), True))]
    return formula

def _fft_c2r(kind, forward):
    # irfft (inverse) and hfft (forward, conjugating its input first).
    def formula(a, k, g):
        x = a[0]
        dims, _, norm = _fft_plan(a, k, kind)
        gi = _c2r_back(g, x, dims, _scale(norm, forward))
        return [(x, gi.conj() if forward else gi)]
    return formula

_complex_formulas = {
    "angle": _f_angle, "sgn": _f_sgn, "real": lambda a, k, g: [(a[0], g)], "imag": _f_imag,
    "conj": lambda a, k, g: [(a[0], g.conj())], "conj_physical": lambda a, k, g: [(a[0], g.conj())],
    "resolve_conj": lambda a, k, g: [(a[0], g)],
    "view_as_real": _f_view_as_real, "view_as_complex": _f_view_as_complex, "complex": _f_complex,
    "polar": _f_polar, "vdot": _f_vdot, "vecdot": _f_vecdot, "linalg_vecdot": _f_vecdot,
    "adjoint": lambda a, k, g: [(a[0], g.transpose(-2, -1).conj())],
}
for _kind, _suffix in ((1, ""), (2, "2"), (3, "n")):
    _complex_formulas["fft" + _suffix] = _fft_c2c(_kind, True)
    _complex_formulas["ifft" + _suffix] = _fft_c2c(_kind, False)
    _complex_formulas["rfft" + _suffix] = _fft_r2c(_kind, True)
    _complex_formulas["ihfft" + _suffix] = _fft_r2c(_kind, False)
    _complex_formulas["irfft" + _suffix] = _fft_c2r(_kind, False)
    _complex_formulas["hfft" + _suffix] = _fft_c2r(_kind, True)
for _name, _f in list(_complex_formulas.items()):
    _formulas[_name] = _f
    _NOT_HOLOMORPHIC.add(_name)
    if "fft" in _name:
        # Script code's ops are aten::fft_fft & co. (Note [Grad tape]).
        _formulas["fft_" + _name] = _f
        _NOT_HOLOMORPHIC.add("fft_" + _name)
        _COMPLEX_TO_REAL.add("fft_" + _name)
    _COMPLEX_TO_REAL.add(_name)
_formulas["fftshift"] = lambda a, k, g: [(a[0], torch.fft.ifftshift(g, _arg(a, k, 1, "dim")))]
_formulas["ifftshift"] = lambda a, k, g: [(a[0], torch.fft.fftshift(g, _arg(a, k, 1, "dim")))]
)PY";

}  // namespace

void runAutogradComplexFormulas(Interp& in, PyModule& autograd) {
  runSourceModule(in, autograd, "torch.autograd", kComplexFormulasPy);
}

}  // namespace ts::py
