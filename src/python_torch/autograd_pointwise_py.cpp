// ===--- autograd_pointwise_py.cpp - more derivatives, in Python ----------=== //
// Derivative formulas (Note [Grad tape]) for the pointwise and special
// functions, reductions and shape functions that the earlier tables leave
// out, after PyTorch's derivatives.yaml. Also corrects entries of those
// tables that were wrong for some arguments: torch.max(a, b) (two tensors),
// amax/amin over dims, prod and cumprod through zeros, median's dim, division
// with a rounding mode (zero gradient, as PyTorch). Run in torch.autograd
// after autograd_linalg_py.cpp.
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kPointwiseFormulasPy = R"PY(
import math
import torch
from torch import Tensor

_LN2 = 0.6931471805599453
_SQRT_2PI = 2.5066282746310002


def _live(k, recompute):
    # The saved result, or under create_graph the result recomputed from the
    # inputs so that the formula is differentiable in them.
    return recompute() if torch.is_grad_enabled() else k["_out"]


def _binary(op, fn):
    # fn(x, y, g, out) -> (gx, gy) for a pointwise op of two tensors (or a
    # tensor and a number).
    def formula(a, k, g):
        x, y = a[0], _arg(a, k, 1, "other")
        gx, gy = fn(x, y, g, _live(k, lambda: op(x, y)))
        return [(x, gx), (y, gy)] if isinstance(y, Tensor) else [(x, gx)]
    return formula


def _with_out(op, fn):
    return lambda a, k, g: [(a[0], fn(a[0], g, _live(k, lambda: op(a[0]))))]


def _f_addcmul(a, k, g):
    x, t1, t2 = a[0], _arg(a, k, 1, "tensor1"), _arg(a, k, 2, "tensor2")
    v = _arg(a, k, 3, "value", 1)
    return [(x, g), (t1, g * t2 * v), (t2, g * t1 * v)]


def _f_addcdiv(a, k, g):
    x, t1, t2 = a[0], _arg(a, k, 1, "tensor1"), _arg(a, k, 2, "tensor2")
    v = _arg(a, k, 3, "value", 1)
    return [(x, g), (t1, g * v / t2), (t2, -g * v * t1 / (t2 * t2))]


def _f_copysign(a, k, g):
    x, y, out = a[0], _arg(a, k, 1, "other"), k["_out"]
    gx = torch.where(x == 0, torch.zeros_like(g), g * x.sign() * out.sign())
    return [(x, gx), (y, torch.zeros_like(y))] if isinstance(y, Tensor) else [(x, gx)]


def _f_xlog1py(a, k, g):
    x, y = a[0], _arg(a, k, 1, "other")
    out = []
    if isinstance(x, Tensor):
        out.append((x, g * torch.where((x == 0) & ~y.isnan() if isinstance(y, Tensor) else x == 0,
                                       torch.zeros_like(g), torch.log1p(torch.as_tensor(y, dtype=g.dtype)))))
    if isinstance(y, Tensor):
        out.append((y, g * x / (y + 1)))
    return out


def _f_fmax(bigger):
    def formula(a, k, g):
        x, y = a[0], _arg(a, k, 1, "other")
        win = (x >= y) | y.isnan() if bigger else (x <= y) | y.isnan()
        z = torch.zeros_like(g)
        return [(x, torch.where(win, g, z)), (y, torch.where(win, z, g))]
    return formula


def _float_power(a, k):
    x, e = a[0], _arg(a, k, 1, "exponent")
    x = x.double() if isinstance(x, Tensor) else x
    e = e.double() if isinstance(e, Tensor) else e
    return torch.pow(x, e)


def _f_logit(a, k, g):
    x, eps = a[0], _arg(a, k, 1, "eps")
    d = g / (x * (1 - x))
    if eps is None:
        return [(x, d)]
    return [(x, torch.where((x < eps) | (x > 1 - eps), torch.zeros_like(g), d))]


def _f_mvlgamma(a, k, g):
    x, p = a[0], _arg(a, k, 1, "p")
    s = torch.zeros_like(x)
    for i in range(p):
        s = s + torch.digamma(x - i / 2.0)
    return [(x, g * s)]


def _d_sinc(x, g):
    px = x * math.pi
    d = (px * px.cos() - px.sin()) / (px * x)
    return g * torch.where(x == 0, torch.zeros_like(x), d)


def _d_i1(x, g):
    d = torch.special.i0(x) - torch.special.i1(x) / x
    return g * torch.where(x == 0, torch.full_like(x, 0.5), d)


def _d_i1e(x, g):
    d = torch.special.i0e(x) - torch.special.i1e(x) * (x.sign() + 1 / x)
    return g * torch.where(x == 0, torch.full_like(x, 0.5), d)


def _logcumsumexp(a, k):
    x, dim = a[0], _arg(a, k, 1, "dim")
    m = x.detach().amax(dim, keepdim=True) if x.numel() > 0 else 0
    m = torch.where(m.isinf(), torch.zeros_like(m), m)
    return (x - m).exp().cumsum(dim).log() + m


def _trapezoid(a, k):
    y = a[0]
    x = _arg(a, k, 1, "x")
    dim = _arg(a, k, 2, "dim", k.get("dim", -1))
    if not isinstance(x, Tensor):
        dx = k.get("dx", 1 if x is None else x)
        n = y.shape[dim]
        return (y.narrow(dim, 1, n - 1) + y.narrow(dim, 0, n - 1)).sum(dim) * (dx / 2.0)
    n = y.shape[dim]
    d = x.narrow(-1 if x.dim() == 1 else dim, 1, n - 1) - x.narrow(-1 if x.dim() == 1 else dim, 0, n - 1)
    if x.dim() == 1:
        shape = [1] * y.dim()
        shape[dim] = n - 1
        d = d.reshape(shape)
    return ((y.narrow(dim, 1, n - 1) + y.narrow(dim, 0, n - 1)) * d).sum(dim) / 2.0


def _prod_others(x, dim):
    # The product of the other elements along dim, without dividing (so
    # zeros are handled): exclusive cumulative products from both ends.
    ones = torch.ones_like(x.narrow(dim, 0, 1))
    n = x.shape[dim]
    left = torch.cat([ones, x.narrow(dim, 0, n - 1).cumprod(dim)], dim)
    right = torch.cat([ones, x.flip([dim]).narrow(dim, 0, n - 1).cumprod(dim)], dim).flip([dim])
    return left * right


def _f_prod(a, k, g):
    x, dim = a[0], _arg(a, k, 1, "dim")
    if x.dim() == 0:
        return [(x, g)]
    if not (isinstance(dim, int) and not isinstance(dim, bool)):
        flat = x.reshape(-1)
        return [(x, (g * _prod_others(flat, 0)).reshape(x.shape))]
    keep = _arg(a, k, 2, "keepdim", False)
    return [(x, _expand_back(g, x, dim, keep) * _prod_others(x, dim % x.dim()))]


def _f_cumprod(a, k, g):
    x, dim = a[0], _arg(a, k, 1, "dim")
    if x.dim() == 0:
        return [(x, g)]
    dim = dim % x.dim()
    if not bool((x == 0).any()):
        return [(x, (g * k["_out"]).flip([dim]).cumsum(dim).flip([dim]) / x)]
    # Through zeros: d out_j / d x_i = prod_{l <= j, l != i} x_l for j >= i.
    n = x.shape[dim]
    parts = []
    for i in range(n):
        y = torch.cat([x.narrow(dim, 0, i), torch.ones_like(x.narrow(dim, i, 1)), x.narrow(dim, i + 1, n - i - 1)], dim)
        c = y.cumprod(dim).narrow(dim, i, n - i)
        parts.append((g.narrow(dim, i, n - i) * c).sum(dim, keepdim=True))
    return [(x, torch.cat(parts, dim))]


def _f_extreme(bigger):
    # max/min/amax/amin without indices: of two tensors pairwise; else the
    # gradient goes evenly to the elements equal to the result.
    def formula(a, k, g):
        x = a[0]
        other = _arg(a, k, 1, "other")
        if isinstance(other, Tensor):
            return _f_pairwise_extreme(bigger)(a, k, g)
        dim = _arg(a, k, 1, "dim")
        keep = _arg(a, k, 2, "keepdim", False)
        if dim is None or (isinstance(dim, (list, tuple)) and len(dim) == 0):
            m = (x == k["_out"]).to(g.dtype)
            return [(x, g * m / m.sum())]
        out = _expand_back(k["_out"], x, dim, keep)
        m = (x == out).to(g.dtype)
        return [(x, _expand_back(g, x, dim, keep) * m / m.sum(_dims(dim, x.dim()), keepdim=True))]
    return formula


def _f_median_dim(a, k, gs):
    x, idx, g = a[0], k["_out"][1], gs[0]
    dim, keep = _arg(a, k, 1, "dim", -1), _arg(a, k, 2, "keepdim", False)
    if not keep and x.dim() > 0:
        g, idx = g.unsqueeze(dim), idx.unsqueeze(dim)
    return [(x, torch.zeros_like(x).scatter_add(dim, idx, g))]


def _f_div(a, k, g):
    x, y = a[0], _arg(a, k, 1, "other")
    if _arg(a, k, 2, "rounding_mode") is not None:
        return [(x, torch.zeros_like(g))] + ([(y, torch.zeros_like(g))] if isinstance(y, Tensor) else [])
    return [(x, g / y), (y, -g * x / (y * y))]


def _f_aminmax(a, k, gs):
    raise RuntimeError("derivative for aten::aminmax is not implemented")


def _f_moments_mean(fn):
    def formula(a, k, gs):
        pairs = []
        kw = {n: v for n, v in k.items() if n != "_out"}
        if gs[0] is not None:
            pairs += _via(lambda a2, k2: fn(*a2, **k2))(a, kw, gs[0])
        if gs[1] is not None:
            x, dim = a[0], _arg(a, k, 1, "dim")
            if isinstance(dim, bool):
                dim = None
            keep = k.get("keepdim", _arg(a, k, 3, "keepdim", False))
            pairs += _f_mean([x, dim, keep], {}, gs[1])
        return pairs
    return formula


def _f_nansum(a, k, g):
    x, dim, keep = a[0], _arg(a, k, 1, "dim"), _arg(a, k, 2, "keepdim", False)
    return [(x, _expand_back(g, x, dim, keep) * ~x.isnan())]


def _f_nanmean(a, k, g):
    x, dim, keep = a[0], _arg(a, k, 1, "dim"), _arg(a, k, 2, "keepdim", False)
    valid = ~x.isnan()
    cnt = valid.sum(_dims(dim, x.dim()), keepdim=True) if dim is not None else valid.sum()
    return [(x, _expand_back(g, x, dim, keep) * valid / cnt)]


def _f_tensor_split(dim_of):
    def formula(a, k, gs):
        x = a[0]
        dim = dim_of(a, k, x)
        parts = [g if g is not None else torch.zeros_like(o) for g, o in zip(gs, k["_out"])]
        return [(x, torch.cat(parts, dim))]
    return formula


def _split_dim(a, k, x):
    return _arg(a, k, 2, "dim", 0)


def _f_meshgrid(a, k, gs):
    ts = list(a[0]) if len(a) == 1 and isinstance(a[0], (list, tuple)) else list(a)
    ij = k.get("indexing", "ij") == "ij"
    n = len(ts)
    pairs = []
    for i, (t, g) in enumerate(zip(ts, gs)):
        if g is None:
            continue
        pos = i
        if not ij and n >= 2 and i < 2:
            pos = 1 - i
        others = [d for d in range(n) if d != pos]
        pairs.append((t, g.sum(others).reshape(t.shape) if others else g.reshape(t.shape)))
    return pairs


def _stacked(kind):
    def compose(a, k):
        ts = list(a[0])
        if kind == "vstack" or kind == "row_stack":
            return torch.cat([torch.atleast_2d(t) for t in ts], 0)
        if kind == "hstack":
            ts = [torch.atleast_1d(t) for t in ts]
            return torch.cat(ts, 0 if ts[0].dim() == 1 else 1)
        if kind == "dstack":
            return torch.cat([torch.atleast_3d(t) for t in ts], 2)
        return torch.cat([t.reshape(-1, 1) if t.dim() <= 1 else t for t in ts], 1)
    return _via(compose)


def _f_atleast(a, k, g):
    x = a[0]
    if isinstance(x, (list, tuple)):
        return []
    return [(x, g.reshape(x.shape))]


def _f_swap(a, k, g):
    return [(a[0], g.transpose(_arg(a, k, 1, "axis0", _arg(a, k, 1, "dim0")), _arg(a, k, 2, "axis1", _arg(a, k, 2, "dim1"))))]


def _rot90(a, k):
    x, times, dims = a[0], _arg(a, k, 1, "k", 1), list(_arg(a, k, 2, "dims", [0, 1]))
    times = times % 4
    if times == 1:
        return x.flip([dims[1]]).transpose(dims[0], dims[1])
    if times == 2:
        return x.flip(dims)
    if times == 3:
        return x.flip([dims[0]]).transpose(dims[0], dims[1])
    return x.clone()


def _tile(a, k):
    x = a[0]
    reps = list(a[1]) if len(a) == 2 and isinstance(a[1], (list, tuple)) else list(a[1:])
    if not reps:
        reps = list(k.get("dims", []))
    reps = [1] * (x.dim() - len(reps)) + reps
    return x.repeat(reps)


def _take_along_dim(a, k):
    x, idx, dim = a[0], _arg(a, k, 1, "indices"), _arg(a, k, 2, "dim")
    if dim is None:
        return x.reshape(-1).gather(0, idx.reshape(-1))
    dim = dim % x.dim()
    shape = [max(p, q) if i != dim else None for i, (p, q) in enumerate(zip(x.shape, idx.shape))]
    xs = [x.shape[i] if i == dim else shape[i] for i in range(x.dim())]
    ids = [idx.shape[i] if i == dim else shape[i] for i in range(x.dim())]
    return x.expand(xs).gather(dim, idx.expand(ids))


def _f_index_copy(a, k, g):
    x, dim, index, src = a[0], _arg(a, k, 1, "dim"), _arg(a, k, 2, "index"), _arg(a, k, 3, "source")
    gs = g.index_select(dim, index) if src.dim() > 0 else g.index_select(dim, index).reshape(src.shape)
    return [(x, g.index_fill(dim, index, 0.0)), (src, gs)]


def _scatter_reduce(a, k):
    x, dim, index, src = a[0], _arg(a, k, 1, "dim"), _arg(a, k, 2, "index"), _arg(a, k, 3, "src")
    reduce, include = _arg(a, k, 4, "reduce"), _arg(a, k, 5, "include_self", True)
    if reduce == "sum":
        base = x if include else x.scatter(dim, index, 0.0)
        return base.scatter_add(dim, index, src)
    if reduce == "mean":
        base = x if include else x.scatter(dim, index, 0.0)
        cnt = torch.ones_like(x).scatter(dim, index, 1.0 if include else 0.0)
        cnt = cnt.scatter_add(dim, index, torch.ones_like(src))
        return base.scatter_add(dim, index, src) / cnt.clamp_min(1)
    raise RuntimeError("the derivative of scatter_reduce with reduce='" + reduce + "' is not implemented at the Python level")


def _f_scatter_reduce(a, k, g):
    reduce = _arg(a, k, 4, "reduce")
    if reduce in ("sum", "mean"):
        return _via(_scatter_reduce)(a, k, g)
    x, dim, index, src = a[0], _arg(a, k, 1, "dim"), _arg(a, k, 2, "index"), _arg(a, k, 3, "src")
    out = k["_out"]
    if reduce in ("amax", "amin"):
        # Evenly among the elements (self and sources) equal to the result.
        include = _arg(a, k, 5, "include_self", True)
        self_hit = (x == out).to(g.dtype)
        if not include:
            self_hit = self_hit.scatter(dim, index, 0.0)
        src_hit = (src == out.gather(dim, index)).to(g.dtype)
        cnt = self_hit.scatter_add(dim, index, src_hit)
        share = g / cnt.clamp_min(1)
        return [(x, share * self_hit), (src, share.gather(dim, index) * src_hit)]
    raise RuntimeError("the derivative of scatter_reduce with reduce='" + reduce + "' is not implemented at the Python level")


def _f_as_strided(a, k, g):
    x = a[0]
    size, stride = _arg(a, k, 1, "size"), _arg(a, k, 2, "stride")
    offset = _arg(a, k, 3, "storage_offset", 0) or 0
    pos = torch.arange(x.numel()).reshape(x.shape).contiguous().as_strided(size, stride, offset)
    flat = torch.zeros(x.numel(), dtype=g.dtype).index_add(0, pos.reshape(-1), g.reshape(-1))
    return [(x, flat.reshape(x.shape))]


def _f_masked_scatter(a, k, g):
    x, mask, src = a[0], _arg(a, k, 1, "mask"), _arg(a, k, 2, "source")
    mask = mask.expand(g.shape)
    taken = g.masked_select(mask)
    gs = torch.cat([taken, torch.zeros(src.numel() - taken.numel(), dtype=g.dtype)]).reshape(src.shape)
    return [(x, g.masked_fill(mask, 0.0)), (src, gs)]


def _f_put(a, k, g):
    x, index, src = a[0], _arg(a, k, 1, "index"), _arg(a, k, 2, "source")
    acc = _arg(a, k, 3, "accumulate", False)
    gx = g if acc else g.reshape(-1).index_fill(0, index.reshape(-1), 0.0).reshape(g.shape)
    return [(x, gx), (src, g.take(index).reshape(src.shape))]


def _f_block_diag(a, k, g):
    ts = list(a[0]) if len(a) == 1 and isinstance(a[0], (list, tuple)) else list(a)
    r = c = 0
    pairs = []
    for t in ts:
        m = t.reshape(1, -1) if t.dim() == 1 else (t.reshape(1, 1) if t.dim() == 0 else t)
        pairs.append((t, g[r:r + m.shape[0], c:c + m.shape[1]].reshape(t.shape)))
        r, c = r + m.shape[0], c + m.shape[1]
    return pairs


def _cartesian_prod(a, k):
    ts = list(a[0]) if len(a) == 1 and isinstance(a[0], (list, tuple)) else list(a)
    if len(ts) == 1:
        return ts[0] * 1
    grids = torch.meshgrid(*ts, indexing="ij")
    return torch.stack([t.reshape(-1) for t in grids], 1)


def _cov(a, k):
    x = a[0]
    correction = k.get("correction", _arg(a, k, 1, "correction", 1))
    fw, aw = k.get("fweights"), k.get("aweights")
    if fw is not None or aw is not None:
        raise RuntimeError("the derivative of cov with weights is not implemented at the Python level")
    m = x.reshape(1, -1) if x.dim() < 2 else x
    xm = m - m.mean(1, keepdim=True)
    c = xm @ xm.t() / (m.shape[1] - correction)
    return c.squeeze() if x.dim() < 2 else c


def _corrcoef(a, k):
    c = _cov([a[0]], {})
    if c.dim() == 0:
        return c / c
    d = c.diagonal().sqrt()
    c = c / d.unsqueeze(-1)
    c = c / d.unsqueeze(0)
    return c.clamp(-1, 1)


def _renorm(a, k):
    x, p, dim, maxnorm = a[0], _arg(a, k, 1, "p"), _arg(a, k, 2, "dim"), _arg(a, k, 3, "maxnorm")
    dims = [d for d in range(x.dim()) if d != dim % x.dim()]
    norm = torch.linalg.vector_norm(x, p, dims, keepdim=True)
    factor = torch.where(norm > maxnorm, maxnorm / (norm + 1e-7), torch.ones_like(norm))
    return x * factor


def _pad_index(n, lo, hi, mode):
    if mode == "reflect":
        return list(range(lo, 0, -1)) + list(range(n)) + list(range(n - 2, n - 2 - hi, -1))
    if mode == "replicate":
        return [0] * lo + list(range(n)) + [n - 1] * hi
    return list(range(n - lo, n)) + list(range(n)) + list(range(hi))


def _pad_nonconstant(x, pad, mode):
    for i in range(len(pad) // 2):
        d = x.dim() - 1 - i
        lo, hi = pad[2 * i], pad[2 * i + 1]
        if lo < 0:
            x, lo = x.narrow(d, -lo, x.shape[d] + lo), 0
        if hi < 0:
            x, hi = x.narrow(d, 0, x.shape[d] + hi), 0
        if lo or hi:
            x = x.index_select(d, torch.tensor(_pad_index(x.shape[d], lo, hi, mode)))
    return x


def _f_pad(a, k, g):
    mode = _arg(a, k, 2, "mode", "constant")
    if mode == "constant":
        return _f_constant_pad(a, k, g)
    pad = list(_arg(a, k, 1, "pad"))
    return _via(lambda a2, k2: _pad_nonconstant(a2[0], pad, mode))(a, k, g)


def _f_diag_embed(a, k, g):
    off, d1, d2 = _arg(a, k, 1, "offset", 0), _arg(a, k, 2, "dim1", -2), _arg(a, k, 3, "dim2", -1)
    return [(a[0], g.diagonal(off, d1, d2))]


def _f_sum_to_size(a, k, g):
    return [(a[0], g.expand(a[0].shape))]


def _f_unflatten(a, k, g):
    return [(a[0], g.reshape(a[0].shape))]


def _f_narrow_copy(a, k, g):
    return _f_narrow(a, k, g)


def _f_heaviside(a, k, g):
    raise RuntimeError("derivative for aten::heaviside is not implemented")


def _f_channel_shuffle(a, k, g):
    raise RuntimeError("derivative for channel_shuffle is not implemented")


def _string_padded(conv, nd):
    # conv(x, w, b, stride, padding="same"/"valid", dilation, groups): the
    # same convolution with the input padded explicitly (asymmetrically for
    # "same", as ATen's _convolution_mode does).
    explicit = _formulas[conv]

    def compose(a, k):
        x, w, b = a[0], _arg(a, k, 1, "weight"), _arg(a, k, 2, "bias")
        stride, padding = _arg(a, k, 3, "stride", 1), _arg(a, k, 4, "padding", 0)
        dilation, groups = _pair(_arg(a, k, 5, "dilation", 1), nd), _arg(a, k, 6, "groups", 1)
        if padding == "same":
            pads = []
            for i in reversed(range(nd)):
                total = dilation[i] * (w.shape[2 + i] - 1)
                pads += [total // 2, total - total // 2]
            x = torch.nn.functional.pad(x, pads)
        fn = {1: torch.conv1d, 2: torch.conv2d, 3: torch.conv3d}[nd]
        return fn(x, w, b, stride, 0, dilation, groups)

    via = _via(compose)

    def formula(a, k, g):
        if isinstance(_arg(a, k, 4, "padding", 0), str):
            return via(a, k, g)
        return explicit(a, k, g)
    return formula


def _f_avg_pool(nd):
    # Each output's gradient, divided by its window's divisor, spread over
    # its window by col2im (fold) on an input extended to cover every window
    # (ceil_mode), then cropped to the unpadded input.
    def formula(a, k, g):
        x = a[0]
        if nd == 3:
            return _f_avg_pool3d(a, k, g)
        kernel = _pair(_arg(a, k, 1, "kernel_size"), nd)
        stride = _arg(a, k, 2, "stride", [])
        stride = kernel if stride is None or stride == [] else _pair(stride, nd)
        padding = _pair(_arg(a, k, 3, "padding", 0), nd)
        include_pad, divisor = _arg(a, k, 5, "count_include_pad", True), _arg(a, k, 6, "divisor_override")
        lead = list(x.shape[:-2])
        hw = list(x.shape[-2:])
        out_hw = list(g.shape[-2:])
        ext = [max(hw[i] + 2 * padding[i], (out_hw[i] - 1) * stride[i] + kernel[i]) for i in range(2)]
        if divisor is not None:
            div = torch.full([1, out_hw[0] * out_hw[1]], float(divisor), dtype=g.dtype)
        else:
            region = torch.zeros([1, 1] + ext, dtype=g.dtype)
            if include_pad:
                region[..., :hw[0] + 2 * padding[0], :hw[1] + 2 * padding[1]] = 1
            else:
                region[..., padding[0]:padding[0] + hw[0], padding[1]:padding[1] + hw[1]] = 1
            div = torch.nn.functional.unfold(region, kernel, 1, 0, stride).sum(1)
        n = 1
        for s in lead:
            n *= s
        cols = (g.reshape(n, 1, -1) / div).expand(n, kernel[0] * kernel[1], out_hw[0] * out_hw[1])
        full = torch.nn.functional.fold(cols, ext, kernel, 1, 0, stride)
        gx = full[:, 0, padding[0]:padding[0] + hw[0], padding[1]:padding[1] + hw[1]]
        return [(x, gx.reshape(x.shape))]
    return formula


_formulas["conv2d"] = _string_padded("conv2d", 2)
_formulas["conv3d"] = _string_padded("conv3d", 3)
_formulas["avg_pool2d"] = _f_avg_pool(2)


_pointwise = {
    "hypot": _binary(torch.hypot, lambda x, y, g, o: (g * x / o, g * y / o)),
    "logaddexp": _binary(torch.logaddexp, lambda x, y, g, o: (g * (x - o).exp(), g * (y - o).exp())),
    "logaddexp2": _binary(torch.logaddexp2, lambda x, y, g, o: (g * ((x - o) * _LN2).exp(), g * ((y - o) * _LN2).exp())),
    "addcmul": _f_addcmul, "addcdiv": _f_addcdiv, "copysign": _f_copysign,
    "xlog1py": _f_xlog1py, "special_xlog1py": _f_xlog1py,
    "fmax": _f_fmax(True), "fmin": _f_fmax(False), "float_power": _via(_float_power),
    "heaviside": _f_heaviside, "channel_shuffle": _f_channel_shuffle,
    "exp2": _with_out(torch.exp2, lambda x, g, o: g * o * _LN2), "special_exp2": _with_out(torch.exp2, lambda x, g, o: g * o * _LN2),
    "expit": _with_out(torch.sigmoid, lambda x, g, o: g * o * (1 - o)), "special_expit": _with_out(torch.sigmoid, lambda x, g, o: g * o * (1 - o)),
    "logit": _f_logit, "special_logit": _f_logit,
    "erfinv": _with_out(torch.erfinv, lambda x, g, o: g * (math.sqrt(math.pi) / 2) * (o * o).exp()),
    "special_erfinv": _with_out(torch.erfinv, lambda x, g, o: g * (math.sqrt(math.pi) / 2) * (o * o).exp()),
    "erfc": _unary(lambda x, g: g * -1.1283791670955126 * (-x * x).exp()),
    "special_erfc": _unary(lambda x, g: g * -1.1283791670955126 * (-x * x).exp()),
    "lgamma": _unary(lambda x, g: g * torch.digamma(x)),
    "digamma": _unary(lambda x, g: g * torch.polygamma(1, x)),
    "special_digamma": _unary(lambda x, g: g * torch.polygamma(1, x)),
    "special_psi": _unary(lambda x, g: g * torch.polygamma(1, x)),
    "polygamma": lambda a, k, g: [(a[1], g * torch.polygamma(a[0] + 1, a[1]))],
    "mvlgamma": _f_mvlgamma, "special_multigammaln": _f_mvlgamma, "multigammaln": _f_mvlgamma,
    "sinc": _unary(_d_sinc), "special_sinc": _unary(_d_sinc),
    "i0": _unary(lambda x, g: g * torch.special.i1(x)), "special_i0": _unary(lambda x, g: g * torch.special.i1(x)),
    "i0e": _with_out(lambda t: torch.special.i0e(t), lambda x, g, o: g * (torch.special.i1e(x) - x.sign() * o)),
    "special_i0e": _with_out(lambda t: torch.special.i0e(t), lambda x, g, o: g * (torch.special.i1e(x) - x.sign() * o)),
    "i1": _unary(_d_i1), "special_i1": _unary(_d_i1), "i1e": _unary(_d_i1e), "special_i1e": _unary(_d_i1e),
    "deg2rad": _unary(lambda x, g: g * (math.pi / 180)), "rad2deg": _unary(lambda x, g: g * (180 / math.pi)),
    "asinh": _unary(lambda x, g: g * (x * x + 1).rsqrt()), "arcsinh": _unary(lambda x, g: g * (x * x + 1).rsqrt()),
    "acosh": _unary(lambda x, g: g * (x * x - 1).rsqrt()), "arccosh": _unary(lambda x, g: g * (x * x - 1).rsqrt()),
    "atanh": _unary(lambda x, g: g / (1 - x * x)), "arctanh": _unary(lambda x, g: g / (1 - x * x)),
    "entr": _unary(lambda x, g: g * -(1 + x.log())), "special_entr": _unary(lambda x, g: g * -(1 + x.log())),
    "ndtri": _with_out(lambda t: torch.special.ndtri(t), lambda x, g, o: g * _SQRT_2PI * (o * o / 2).exp()),
    "special_ndtri": _with_out(lambda t: torch.special.ndtri(t), lambda x, g, o: g * _SQRT_2PI * (o * o / 2).exp()),
    "log_ndtr": _with_out(lambda t: torch.special.log_ndtr(t), lambda x, g, o: g * (-x * x / 2).exp() / (_SQRT_2PI * o.exp())),
    "special_log_ndtr": _with_out(lambda t: torch.special.log_ndtr(t), lambda x, g, o: g * (-x * x / 2).exp() / (_SQRT_2PI * o.exp())),
    "ndtr": _unary(lambda x, g: g * (-x * x / 2).exp() / _SQRT_2PI),
    "special_ndtr": _unary(lambda x, g: g * (-x * x / 2).exp() / _SQRT_2PI),
    "logcumsumexp": _via(_logcumsumexp), "trapezoid": _via(_trapezoid), "trapz": _via(_trapezoid),
    "prod": _f_prod, "cumprod": _f_cumprod, "max": _f_extreme(True), "min": _f_extreme(False),
    "amax": _f_extreme(True), "amin": _f_extreme(False), "div": _f_div, "divide": _f_div, "true_divide": _f_div,
    "nansum": _f_nansum, "nanmean": _f_nanmean,
    "vstack": _stacked("vstack"), "row_stack": _stacked("vstack"), "hstack": _stacked("hstack"),
    "dstack": _stacked("dstack"), "column_stack": _stacked("column_stack"),
    "atleast_1d": _f_atleast, "atleast_2d": _f_atleast, "atleast_3d": _f_atleast,
    "swapaxes": _f_swap, "swapdims": _f_swap, "ravel": _reshape_back, "unflatten": _f_unflatten,
    "broadcast_to": lambda a, k, g: [(a[0], g)], "sum_to_size": _f_sum_to_size,
    "narrow_copy": _f_narrow_copy, "rot90": _via(_rot90), "tile": _via(_tile),
    "take_along_dim": _via(_take_along_dim), "index_copy": _f_index_copy, "scatter_reduce": _f_scatter_reduce,
    "as_strided": _f_as_strided, "masked_scatter": _f_masked_scatter, "put": _f_put,
    "block_diag": _f_block_diag, "cartesian_prod": _via(_cartesian_prod), "cov": _via(_cov),
    "corrcoef": _via(_corrcoef), "renorm": _via(_renorm), "pad": _f_pad, "diag_embed": _f_diag_embed,
}
for _name, _f in _pointwise.items():
    _formulas[_name] = _f
for _name in ("pow", "div", "addcmul", "addcdiv", "hypot", "logit", "copysign", "index_copy", "put",
              "masked_scatter", "float_power", "xlogy", "lerp", "exp2", "sinc", "erfinv", "i0", "lgamma",
              "digamma", "deg2rad", "rad2deg", "asinh", "acosh", "atanh", "arcsinh", "arccosh", "arctanh",
              "logaddexp", "erfc", "renorm", "scatter_reduce", "fmax", "fmin"):
    if _name in _formulas:
        _formulas[_name + "_"] = _formulas[_name]
for _name, _f in (("median", _f_median_dim), ("nanmedian", _f_median_dim), ("aminmax", _f_aminmax),
                  ("var_mean", _f_moments_mean(torch.var)), ("std_mean", _f_moments_mean(torch.std)),
                  ("tensor_split", _f_tensor_split(_split_dim)),
                  ("hsplit", _f_tensor_split(lambda a, k, x: 0 if x.dim() == 1 else 1)),
                  ("vsplit", _f_tensor_split(lambda a, k, x: 0)), ("dsplit", _f_tensor_split(lambda a, k, x: 2)),
                  ("meshgrid", _f_meshgrid)):
    _multi[_name] = _f
)PY";

}  // namespace

void runAutogradPointwiseFormulas(Interp& in, PyModule& autograd) {
  runSourceModule(in, autograd, "torch.autograd", kPointwiseFormulasPy);
}

}  // namespace ts::py
