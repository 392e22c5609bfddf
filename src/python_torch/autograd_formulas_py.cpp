// ===--- autograd_formulas_py.cpp - more derivative formulas, in Python ---=== //
// Derivatives of the ops autograd_py.cpp's table leaves out: activations,
// 1-d convolutions and pools (through their 2-d forms), normalizations,
// index and sort ops, losses. Run in torch.autograd after its source; each
// entry follows the table's convention (Note [Grad tape]): formula(args,
// kwargs, grad) returns (input, grad of input) pairs. Ops whose derivative is
// the derivative of a composition of differentiable ops use _via, which
// re-runs the composition on detached inputs and takes its vector-Jacobian
// product with the engine itself.
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kFormulasPy = R"PY(
import math
import torch
from torch import Tensor


def _via(compose):
    # compose(args, kwargs) -> result, called on detached copies of the
    # inputs that require grad.
    def formula(a, k, g):
        args, kw, pairs = list(a), {n: v for n, v in k.items() if n != "_out"}, []
        private = {n: kw.pop(n) for n in list(kw) if n.startswith("_")}
        for i, x in enumerate(args):
            if isinstance(x, Tensor) and x.requires_grad:
                args[i] = x.detach().requires_grad_()
                pairs.append((x, args[i]))
            elif isinstance(x, (list, tuple)) and any(isinstance(t, Tensor) and t.requires_grad for t in x):
                items = []
                for t in x:
                    if isinstance(t, Tensor) and t.requires_grad:
                        items.append(t.detach().requires_grad_())
                        pairs.append((t, items[-1]))
                    else:
                        items.append(t)
                args[i] = items
        for n, x in list(kw.items()):
            if isinstance(x, Tensor) and x.requires_grad:
                kw[n] = x.detach().requires_grad_()
                pairs.append((x, kw[n]))
        if not pairs:
            return []
        with torch.enable_grad():
            out = compose(args, dict(kw, **private))
            grads = grad(out, [d for _, d in pairs], g, allow_unused=True)
        return [(x, gx) for (x, _), gx in zip(pairs, grads)]
    # The engine's own grad is in the conjugate convention already (Note [Complex gradients]).
    formula._conjugate_convention = True
    return formula


def _single(v):
    return v[0] if isinstance(v, (list, tuple)) else v


def _conv1d(a, k):
    x, w = a[0], _arg(a, k, 1, "weight")
    b = _arg(a, k, 2, "bias")
    stride, padding = _single(_arg(a, k, 3, "stride", 1)), _arg(a, k, 4, "padding", 0)
    dilation, groups = _single(_arg(a, k, 5, "dilation", 1)), _arg(a, k, 6, "groups", 1)
    if isinstance(padding, str):
        if padding == "valid":
            padding = 0
        else:
            total = dilation * (w.shape[-1] - 1)
            x = torch.nn.functional.pad(x, [total // 2, total - total // 2])
            padding = 0
    unbatched = x.dim() == 2
    if unbatched:
        x = x.unsqueeze(0)
    y = torch.conv2d(x.unsqueeze(2), w.unsqueeze(2), b, [1, stride], [0, _single(padding)], [1, dilation], groups)
    y = y.squeeze(2)
    return y.squeeze(0) if unbatched else y


def _conv_transpose1d(a, k):
    x, w = a[0], _arg(a, k, 1, "weight")
    b = _arg(a, k, 2, "bias")
    stride, padding = _single(_arg(a, k, 3, "stride", 1)), _single(_arg(a, k, 4, "padding", 0))
    out_pad, groups = _single(_arg(a, k, 5, "output_padding", 0)), _arg(a, k, 6, "groups", 1)
    dilation = _single(_arg(a, k, 7, "dilation", 1))
    unbatched = x.dim() == 2
    if unbatched:
        x = x.unsqueeze(0)
    y = torch.conv_transpose2d(x.unsqueeze(2), w.unsqueeze(2), b, [1, stride], [0, padding], [0, out_pad], groups,
                               [1, dilation]).squeeze(2)
    return y.squeeze(0) if unbatched else y


def _pool1d(name):
    def compose(a, k):
        x = a[0]
        unbatched = x.dim() == 2
        x = x.unsqueeze(-2)
        if name == "avg":
            ks, stride = _single(_arg(a, k, 1, "kernel_size")), _arg(a, k, 2, "stride", None)
            stride = ks if stride is None or stride == [] else _single(stride)
            y = torch.nn.functional.avg_pool2d(x, [1, ks], [1, stride], [0, _single(_arg(a, k, 3, "padding", 0))],
                                               _arg(a, k, 4, "ceil_mode", False), _arg(a, k, 5, "count_include_pad", True))
        elif name == "max":
            ks, stride = _single(_arg(a, k, 1, "kernel_size")), _arg(a, k, 2, "stride", None)
            stride = ks if stride is None or stride == [] else _single(stride)
            y = torch.nn.functional.max_pool2d(x, [1, ks], [1, stride], [0, _single(_arg(a, k, 3, "padding", 0))],
                                               [1, _single(_arg(a, k, 4, "dilation", 1))], _arg(a, k, 5, "ceil_mode", False))
        else:
            y = torch.nn.functional.adaptive_avg_pool2d(x, [1, _single(_arg(a, k, 1, "output_size"))])
        return y.squeeze(-2)
    return compose


def _upsample1d(linear):
    # As the 2-d op on a height-1 image of the result's width.
    def compose(a, k):
        x, width = a[0], k["_width"]
        corners = _arg(a, k, 2, "align_corners", False) if linear else None
        y = torch.nn.functional.interpolate(x.unsqueeze(-2), size=[1, width],
                                            mode="bilinear" if linear else "nearest", align_corners=corners)
        return y.squeeze(-2)
    via = _via(compose)
    return lambda a, k, g: via(a, dict(k, _width=k["_out"].shape[-1]), g)


def _f_adaptive_max_pool1d(a, k, gs):
    x, idx = a[0], k["_out"][1]
    return [(x, torch.zeros_like(x).scatter_add(-1, idx, gs[0]))]


def _group_norm(a, k):
    x, groups = a[0], _arg(a, k, 1, "num_groups")
    w, b, eps = _arg(a, k, 2, "weight"), _arg(a, k, 3, "bias"), _arg(a, k, 4, "eps", 1e-5)
    n, c = x.shape[0], x.shape[1]
    xr = x.reshape(n, groups, -1)
    mean = xr.mean(-1, keepdim=True)
    var = (xr - mean).pow(2).mean(-1, keepdim=True)
    y = ((xr - mean) / (var + eps).sqrt()).reshape(x.shape)
    shape = [1, c] + [1] * (x.dim() - 2)
    if w is not None:
        y = y * w.reshape(shape)
    if b is not None:
        y = y + b.reshape(shape)
    return y


def _instance_norm(a, k):
    x, w, b = a[0], _arg(a, k, 1, "weight"), _arg(a, k, 2, "bias")
    rm, rv = _arg(a, k, 3, "running_mean"), _arg(a, k, 4, "running_var")
    use_input_stats, eps = _arg(a, k, 5, "use_input_stats", True), _arg(a, k, 7, "eps", 1e-5)
    shape = [1, x.shape[1]] + [1] * (x.dim() - 2)
    if use_input_stats or rm is None:
        dims = list(range(2, x.dim()))
        mean = x.mean(dims, keepdim=True)
        var = (x - mean).pow(2).mean(dims, keepdim=True)
    else:
        mean, var = rm.reshape(shape), rv.reshape(shape)
    y = (x - mean) / (var + eps).sqrt()
    if w is not None:
        y = y * w.reshape(shape)
    if b is not None:
        y = y + b.reshape(shape)
    return y


def _pixel_shuffle(a, k):
    x, r = a[0], _arg(a, k, 1, "upscale_factor")
    lead, (c, h, w) = list(x.shape[:-3]), x.shape[-3:]
    y = x.reshape(lead + [c // (r * r), r, r, h, w])
    n = len(lead)
    y = y.permute(list(range(n)) + [n, n + 3, n + 1, n + 4, n + 2])
    return y.reshape(lead + [c // (r * r), h * r, w * r])


def _pixel_unshuffle(a, k):
    x, r = a[0], _arg(a, k, 1, "downscale_factor")
    lead, (c, h, w) = list(x.shape[:-3]), x.shape[-3:]
    y = x.reshape(lead + [c, h // r, r, w // r, r])
    n = len(lead)
    y = y.permute(list(range(n)) + [n, n + 2, n + 4, n + 1, n + 3])
    return y.reshape(lead + [c * r * r, h // r, w // r])


def _f_im2col(a, k, g):
    x = a[0]
    ks, dil, pad, st = [_arg(a, k, i, n) for i, n in ((1, "kernel_size"), (2, "dilation"), (3, "padding"), (4, "stride"))]
    return [(x, torch.nn.functional.fold(g, list(x.shape[-2:]), ks, dil, pad, st))]


def _f_col2im(a, k, g):
    x = a[0]
    ks, dil, pad, st = [_arg(a, k, i, n) for i, n in ((2, "kernel_size"), (3, "dilation"), (4, "padding"), (5, "stride"))]
    return [(x, torch.nn.functional.unfold(g, ks, dil, pad, st))]


def _cosine_similarity(a, k):
    x1, x2, dim, eps = a[0], _arg(a, k, 1, "x2"), _arg(a, k, 2, "dim", 1), _arg(a, k, 3, "eps", 1e-8)
    w12 = (x1 * x2).sum(dim)
    w1, w2 = (x1 * x1).sum(dim), (x2 * x2).sum(dim)
    return w12 / (w1 * w2).clamp_min(eps * eps).sqrt()


def _pairwise_distance(a, k):
    x1, x2 = a[0], _arg(a, k, 1, "x2")
    p, eps, keepdim = _arg(a, k, 2, "p", 2.0), _arg(a, k, 3, "eps", 1e-6), _arg(a, k, 4, "keepdim", False)
    d = x1 - x2 + eps
    if p == 2:
        return d.pow(2).sum(-1, keepdim=keepdim).sqrt()
    if p == 1:
        return d.abs().sum(-1, keepdim=keepdim)
    return d.abs().pow(p).sum(-1, keepdim=keepdim).pow(1.0 / p)


def _reduced(g, x, reduction):
    if reduction == 1:
        return g.expand(x.shape) / x.numel()
    return g.expand(x.shape) if reduction == 2 else g


def _f_kl_div(a, k, g):
    x, t = a[0], _arg(a, k, 1, "target")
    reduction, log_target = _arg(a, k, 2, "reduction", 1), _arg(a, k, 3, "log_target", False)
    gx = _reduced(g, x, reduction)
    out = [(x, -(t.exp() if log_target else t) * gx)]
    if isinstance(t, Tensor) and t.requires_grad:
        out.append((t, (t.exp() * (t + 1 - x) if log_target else (t.log() + 1 - x) * (t > 0)) * gx))
    return out


def _f_huber(a, k, g):
    x, y = a[0], _arg(a, k, 1, "target")
    reduction, delta = _arg(a, k, 2, "reduction", 1), _arg(a, k, 3, "delta", 1.0)
    d = x - y
    gd = torch.where(d.abs() <= delta, d, delta * d.sign()) * _reduced(g, d, reduction)
    return [(x, gd), (y, -gd)]


def _f_smooth_l1(a, k, g):
    x, y = a[0], _arg(a, k, 1, "target")
    reduction, beta = _arg(a, k, 2, "reduction", 1), _arg(a, k, 3, "beta", 1.0)
    d = x - y
    gd = (torch.where(d.abs() < beta, d / beta, d.sign()) if beta > 0 else d.sign()) * _reduced(g, d, reduction)
    return [(x, gd), (y, -gd)]


def _glu(a, k):
    x, dim = a[0], _arg(a, k, 1, "dim", -1)
    first, second = x.chunk(2, dim)
    return first * second.sigmoid()


def _prelu(a, k):
    x, w = a[0], _arg(a, k, 1, "weight")
    if w.numel() != 1 and x.dim() > 1:
        w = w.reshape([1, w.numel()] + [1] * (x.dim() - 2))
    return torch.where(x > 0, x, w * x)


def _bilinear(a, k):
    x1, x2, w, b = a[0], _arg(a, k, 1, "input2"), _arg(a, k, 2, "weight"), _arg(a, k, 3, "bias")
    o, i, j = w.shape
    t = x1.reshape(-1, i).mm(w.permute(1, 0, 2).reshape(i, o * j)).reshape(-1, o, j)
    y = (t * x2.reshape(-1, 1, j)).sum(-1).reshape(list(x1.shape[:-1]) + [o])
    return y + b if b is not None else y


def _f_kthvalue(a, k, gs):
    x, idx, g = a[0], k["_out"][1], gs[0]
    dim, keep = _arg(a, k, 2, "dim", -1), _arg(a, k, 3, "keepdim", False)
    if not keep and x.dim() > 0:
        g, idx = g.unsqueeze(dim), idx.unsqueeze(dim)
    return [(x, torch.zeros_like(x).scatter_add(dim, idx, g))]


def _f_topk(a, k, gs):
    x, idx = a[0], k["_out"][1]
    return [(x, torch.zeros_like(x).scatter_add(_arg(a, k, 2, "dim", -1), idx, gs[0]))]


def _f_sort(a, k, gs):
    x, idx = a[0], k["_out"][1]
    dim = _arg(a, k, 1, "dim", -1)
    if isinstance(dim, bool):
        dim = k.get("dim", -1)
    return [(x, torch.zeros_like(x).scatter_add(dim, idx, gs[0]) if x.dim() > 0 else gs[0])]


def _f_cummax(a, k, gs):
    x, idx = a[0], k["_out"][1]
    return [(x, torch.zeros_like(x).scatter_add(_arg(a, k, 1, "dim"), idx, gs[0]))]


def _f_median_all(a, k, g):
    # median()/nanmedian() of all elements: PyTorch sends the gradient to the
    # elements equal to the result, evenly.
    x = a[0]
    if len(a) > 1 or "dim" in k:
        raise RuntimeError("the derivative of median with dim is not implemented at the Python level")
    mask = (x == k["_out"]).to(g.dtype)
    return [(x, mask * (g / mask.sum()))]


def _f_median_dim(a, k, gs):
    return _f_kthvalue(a, k, gs)


def _f_prod(a, k, g):
    x, dim = a[0], _arg(a, k, 1, "dim")
    if isinstance(dim, int) and not isinstance(dim, bool):
        keep = _arg(a, k, 2, "keepdim", False)
        return [(x, _expand_back(g * k["_out"], x, dim, keep) / x)]
    return [(x, (g * k["_out"]).expand(x.shape) / x)]


def _f_cumprod(a, k, g):
    x, dim = a[0], _arg(a, k, 1, "dim")
    s = (g * k["_out"]).flip(dim).cumsum(dim).flip(dim)
    return [(x, s / x)]


def _f_cross(a, k, g):
    x, y = a[0], _arg(a, k, 1, "other")
    dim = _arg(a, k, 2, "dim")
    if dim is None:
        dim = [d for d in range(x.dim()) if x.shape[d] == 3][0]
    return [(x, torch.cross(y, g, dim)), (y, torch.cross(g, x, dim))]


def _f_trace(a, k, g):
    x = a[0]
    return [(x, torch.eye(x.shape[0], x.shape[1], dtype=g.dtype) * g)]


def _f_diag(a, k, g):
    x, d = a[0], _arg(a, k, 1, "diagonal", 0)
    if x.dim() == 1:
        return [(x, g.diagonal(d))]
    z = torch.zeros_like(x)
    z.diagonal(d).copy_(g)
    return [(x, z)]


def _f_diagonal(a, k, g):
    x = a[0]
    off, d1, d2 = _arg(a, k, 1, "offset", 0), _arg(a, k, 2, "dim1", 0), _arg(a, k, 3, "dim2", 1)
    z = torch.zeros_like(x)
    z.diagonal(off, d1, d2).copy_(g)
    return [(x, z)]


def _repeat_interleave(a, k):
    x, repeats, dim = a[0], _arg(a, k, 1, "repeats"), _arg(a, k, 2, "dim")
    if dim is None:
        x, dim = x.reshape(-1), 0
    index = torch.arange(x.shape[dim]).repeat_interleave(repeats)
    return x.index_select(dim, index)


def _f_scatter(a, k, g):
    x, dim, index = a[0], _arg(a, k, 1, "dim"), _arg(a, k, 2, "index")
    src = _arg(a, k, 3, "src", _arg(a, k, 3, "value"))
    if k.get("reduce") is not None or len(a) > 4:
        raise RuntimeError("the derivative of scatter with reduce is not implemented at the Python level")
    out = [(x, g.scatter(dim, index, 0.0))]
    if isinstance(src, Tensor):
        out.append((src, g.gather(dim, index)))
    return out


def _f_scatter_add(a, k, g):
    x, dim, index, src = a[0], _arg(a, k, 1, "dim"), _arg(a, k, 2, "index"), _arg(a, k, 3, "src")
    return [(x, g), (src, g.gather(dim, index))]


def _f_masked_select(a, k, g):
    x, mask = a[0], _arg(a, k, 1, "mask")
    shape = torch.broadcast_shapes(x.shape, mask.shape)
    z = torch.zeros(shape, dtype=g.dtype)
    z[mask.expand(shape)] = g
    return [(x, _sum_to(z, x.shape))]


def _f_lerp(a, k, g):
    x, end, w = a[0], _arg(a, k, 1, "end"), _arg(a, k, 2, "weight")
    out = [(x, _sum_to(g * (1 - w), x.shape)), (end, _sum_to(g * w, end.shape))]
    if isinstance(w, Tensor):
        out.append((w, _sum_to(g * (end - x), w.shape)))
    return out


def _f_atan2(a, k, g):
    y, x = a[0], _arg(a, k, 1, "other")
    r = x * x + y * y
    return [(y, _sum_to(g * x / r, y.shape)), (x, _sum_to(-g * y / r, x.shape))]


def _f_xlogy(a, k, g):
    x, y = a[0], _arg(a, k, 1, "other")
    out = []
    if isinstance(x, Tensor):
        out.append((x, _sum_to(g * torch.xlogy((x != 0).to(g.dtype), y), x.shape)))
    if isinstance(y, Tensor):
        out.append((y, _sum_to(g * x / y, y.shape)))
    return out


def _f_fmod(floor):
    def formula(a, k, g):
        x, other = a[0], _arg(a, k, 1, "other")
        out = [(x, g)]
        if isinstance(other, Tensor):
            q = (x / other).floor() if floor else (x / other).trunc()
            out.append((other, _sum_to(-g * q, other.shape)))
        return out
    return formula


def _einsum(a, k):
    operands = a[1] if len(a) == 2 and isinstance(a[1], (list, tuple)) else list(a[1:])
    return torch.einsum(a[0], *operands)


def _f_einsum(a, k, g):
    # The derivative of an einsum by one operand is an einsum of the output
    # gradient with the other operands, summing out nothing new: subscripts
    # of the operand missing everywhere else are broadcast back.
    eq = a[0].replace(" ", "")
    operands = list(a[1]) if len(a) == 2 and isinstance(a[1], (list, tuple)) else list(a[1:])
    lhs, _, out_subs = eq.partition("->")
    subs = lhs.split(",")
    if not _ or "." in eq or any(len(set(s)) != len(s) for s in subs):
        return _via(_einsum)(a, k, g)
    pairs = []
    for i, x in enumerate(operands):
        if not (isinstance(x, Tensor) and x.requires_grad):
            continue
        others = [(s, o) for j, (s, o) in enumerate(zip(subs, operands)) if j != i]
        seen = set(out_subs) | set("".join(s for s, _ in others))
        kept = "".join(c for c in subs[i] if c in seen)
        gi = torch.einsum(",".join([out_subs] + [s for s, _ in others]) + "->" + kept, g, *[o for _, o in others])
        for pos, c in enumerate(subs[i]):
            if c not in seen:
                gi = gi.unsqueeze(pos)
        pairs.append((x, gi.expand(x.shape)))
    return pairs


def _kron(a, k):
    x, y = a[0], _arg(a, k, 1, "other")
    n = max(x.dim(), y.dim())
    xs = [1] * (n - x.dim()) + list(x.shape)
    ys = [1] * (n - y.dim()) + list(y.shape)
    xe = x.reshape([v for s in xs for v in (s, 1)])
    ye = y.reshape([v for s in ys for v in (1, s)])
    return (xe * ye).reshape([p * q for p, q in zip(xs, ys)])


def _diff(a, k):
    x, n, dim = a[0], _arg(a, k, 1, "n", 1), _arg(a, k, 2, "dim", -1)
    pre, app = _arg(a, k, 3, "prepend"), _arg(a, k, 4, "append")
    parts = [p for p in (pre, x, app) if p is not None]
    y = torch.cat(parts, dim) if len(parts) > 1 else x
    for _ in range(n):
        y = y.narrow(dim, 1, y.shape[dim] - 1) - y.narrow(dim, 0, y.shape[dim] - 1)
    return y


def _f_movedim(a, k, g):
    return [(a[0], g.movedim(_arg(a, k, 2, "destination"), _arg(a, k, 1, "source")))]


def _unfold(a, k):
    x, dim, size, step = a[0], _arg(a, k, 1, "dimension"), _arg(a, k, 2, "size"), _arg(a, k, 3, "step")
    if x.dim() == 0:
        return x.reshape(1)
    dim = dim % x.dim()
    count = (x.shape[dim] - size) // step + 1
    index = (torch.arange(count) * step).unsqueeze(1) + torch.arange(size)
    y = x.index_select(dim, index.reshape(-1))
    y = y.reshape(list(x.shape[:dim]) + [count, size] + list(x.shape[dim + 1:]))
    return y.movedim(dim + 1, -1)


def _f_take(a, k, g):
    x, index = a[0], _arg(a, k, 1, "index")
    flat = torch.zeros(x.numel(), dtype=g.dtype).index_add(0, index.reshape(-1), g.reshape(-1))
    return [(x, flat.reshape(x.shape))]


def _f_index_add(a, k, g):
    x, dim, index, src = a[0], _arg(a, k, 1, "dim"), _arg(a, k, 2, "index"), _arg(a, k, 3, "source")
    alpha = _arg(a, k, 4, "alpha", 1)
    gs = g.index_select(dim, index) if src.dim() > 0 else g.index_select(dim, index).reshape(src.shape)
    return [(x, g), (src, gs * alpha)]


def _f_index_fill(a, k, g):
    x, dim, index = a[0], _arg(a, k, 1, "dim"), _arg(a, k, 2, "index")
    return [(x, g.index_fill(dim, index, 0.0))]


def _cdist(a, k):
    x1, x2, p = a[0], _arg(a, k, 1, "x2"), _arg(a, k, 2, "p", 2.0)
    d = x1.unsqueeze(-2) - x2.unsqueeze(-3)
    if p == 2:
        return d.pow(2).sum(-1).clamp_min(1e-30).sqrt() * (d.abs().sum(-1) > 0)
    if p == 1:
        return d.abs().sum(-1)
    return d.abs().pow(p).sum(-1).pow(1.0 / p)


_SELU_ALPHA, _SELU_SCALE = 1.6732632423543772, 1.0507009873554805

_more = {
    "selu": _unary(lambda x, g: g * _SELU_SCALE * torch.where(x > 0, torch.ones_like(x), _SELU_ALPHA * x.exp())),
    "celu": lambda a, k, g: [(a[0], torch.where(a[0] > 0, g, g * (a[0] / _arg(a, k, 1, "alpha", 1.0)).exp()))],
    "log_sigmoid": _unary(lambda x, g: g * torch.sigmoid(-x)),
    "softshrink": lambda a, k, g: [(a[0], g * (a[0].abs() > _arg(a, k, 1, "lambd", 0.5)))],
    "hardshrink": lambda a, k, g: [(a[0], g * (a[0].abs() > _arg(a, k, 1, "lambd", 0.5)))],
    "threshold": lambda a, k, g: [(a[0], g.masked_fill(a[0] <= _arg(a, k, 1, "threshold"), 0.0))],
    "clamp_min": lambda a, k, g: [(a[0], g * (a[0] >= _arg(a, k, 1, "min")))],
    "clamp_max": lambda a, k, g: [(a[0], g * (a[0] <= _arg(a, k, 1, "max")))],
    "expm1": lambda a, k, g: [(a[0], g * (k["_out"] + 1))],
    "frac": _unary(lambda x, g: g),
    "sgn": _unary(lambda x, g: g * 0),
    "nan_to_num": _unary(lambda x, g: g * torch.isfinite(x)),
    "glu": _via(_glu), "prelu": _via(_prelu), "_prelu_kernel": _via(_prelu),
    "conv1d": _via(_conv1d), "conv_transpose1d": _via(_conv_transpose1d),
    "avg_pool1d": _via(_pool1d("avg")), "max_pool1d": _via(_pool1d("max")),
    "adaptive_avg_pool1d": _via(_pool1d("adaptive")),
    "upsample_nearest1d": _upsample1d(False), "upsample_linear1d": _upsample1d(True),
    "group_norm": _via(_group_norm), "instance_norm": _via(_instance_norm),
    "pixel_shuffle": _via(_pixel_shuffle), "pixel_unshuffle": _via(_pixel_unshuffle),
    "im2col": _f_im2col, "col2im": _f_col2im,
    "cosine_similarity": _via(_cosine_similarity), "pairwise_distance": _via(_pairwise_distance),
    "kl_div": _f_kl_div, "huber_loss": _f_huber, "smooth_l1_loss": _f_smooth_l1, "bilinear": _via(_bilinear),
    "median": _f_median_all, "nanmedian": _f_median_all, "prod": _f_prod, "cumprod": _f_cumprod,
    "cross": _f_cross, "linalg_cross": _f_cross, "trace": _f_trace, "diag": _f_diag, "diagonal": _f_diagonal,
    "repeat_interleave": _via(_repeat_interleave), "scatter": _f_scatter, "scatter_add": _f_scatter_add,
    "masked_select": _f_masked_select, "lerp": _f_lerp, "atan2": _f_atan2, "arctan2": _f_atan2, "xlogy": _f_xlogy,
    "fmod": _f_fmod(False), "remainder": _f_fmod(True), "einsum": _f_einsum, "kron": _via(_kron),
    "diff": _via(_diff), "movedim": _f_movedim, "moveaxis": _f_movedim, "unfold": _via(_unfold), "take": _f_take,
    "index_add": _f_index_add, "index_fill": _f_index_fill, "cdist": _via(_cdist),
}
for _name, _f in _more.items():
    _formulas.setdefault(_name, _f)
for _name, _f in (("sort", _f_sort), ("topk", _f_topk), ("kthvalue", _f_kthvalue), ("median", _f_median_dim),
                  ("nanmedian", _f_median_dim), ("cummax", _f_cummax), ("cummin", _f_cummax),
                  ("adaptive_max_pool1d", _f_adaptive_max_pool1d), ("mode", _f_kthvalue)):
    _multi.setdefault(_name, _f)
for _name in ("selu", "celu", "threshold", "clamp_min", "clamp_max", "expm1", "frac", "lerp", "atan2", "fmod",
              "remainder", "index_add", "index_fill", "scatter", "scatter_add", "nan_to_num", "hardshrink", "softshrink"):
    if _name in _formulas:
        _formulas.setdefault(_name + "_", _formulas[_name])
)PY";

}  // namespace

void runAutogradFormulas(Interp& in, PyModule& autograd) {
  runSourceModule(in, autograd, "torch.autograd", kFormulasPy);
  runAutogradLinalgFormulas(in, autograd);
  runAutogradPointwiseFormulas(in, autograd);
  runAutogradComplexFormulas(in, autograd);
  runAutogradNnLegacyFormulas(in, autograd);
}

}  // namespace ts::py
