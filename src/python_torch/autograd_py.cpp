// ===--- autograd_py.cpp - torch.autograd's backward pass, in Python -----=== //
// The engine and the derivative formulas (Note [Python-level autograd]):
// nodes are visited in reverse topological order from the roots; each
// formula returns (input, gradient) pairs, reduced to the input's shape
// (broadcasting) and accumulated; leaves that require grad get `.grad`.
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kAutogradPy = R"PY(
import torch
from torch import Tensor

def _arg(args, kwargs, i, name, default=None):
    if len(args) > i:
        return args[i]
    return kwargs.get(name, default)

def _sum_to(g, shape):
    if tuple(g.shape) == tuple(shape):
        return g
    lead = g.dim() - len(shape)
    if lead > 0:
        g = g.sum(dim=list(range(lead)))
    dims = [i for i in range(len(shape)) if shape[i] == 1 and g.shape[i] != 1]
    if dims:
        g = g.sum(dim=dims, keepdim=True)
    return g

def _dims(dim, nd):
    if dim is None:
        return list(range(nd))
    if isinstance(dim, (list, tuple)):
        return sorted([d % max(nd, 1) for d in dim])
    return [dim % max(nd, 1)]

def _expand_back(g, a, dim, keepdim):
    if dim is not None and not keepdim and a.dim() > 0:
        for d in _dims(dim, a.dim()):
            g = g.unsqueeze(d)
    return g.expand(a.shape)

def _f_add(a, k, g):
    alpha = _arg(a, k, 2, "alpha", 1)
    return [(a[0], g), (_arg(a, k, 1, "other"), g if alpha == 1 else g * alpha)]

def _f_sub(a, k, g):
    alpha = _arg(a, k, 2, "alpha", 1)
    return [(a[0], g), (_arg(a, k, 1, "other"), -g if alpha == 1 else -g * alpha)]

def _f_rsub(a, k, g):
    return [(a[0], -g), (_arg(a, k, 1, "other"), g)]

def _f_mul(a, k, g):
    x, y = a[0], _arg(a, k, 1, "other")
    return [(x, g * y), (y, g * x)]

def _f_div(a, k, g):
    x, y = a[0], _arg(a, k, 1, "other")
    return [(x, g / y), (y, -g * x / (y * y))]

def _f_pow(a, k, g):
    x, e = a[0], _arg(a, k, 1, "exponent")
    out = []
    if isinstance(x, Tensor):
        out.append((x, g * e * x.pow(e - 1)))
    if isinstance(e, Tensor):
        base = x if isinstance(x, Tensor) else torch.tensor(float(x))
        out.append((e, g * base.pow(e) * base.log()))
    return out

def _f_matmul(a, k, g):
    x, y = a[0], _arg(a, k, 1, "other")
    if x.dim() == 1 and y.dim() == 1:
        return [(x, g * y), (y, g * x)]
    if x.dim() == 1:
        return [(x, (g.unsqueeze(-2) @ y.transpose(-1, -2)).squeeze(-2)), (y, x.unsqueeze(-1) @ g.unsqueeze(-2))]
    if y.dim() == 1:
        return [(x, g.unsqueeze(-1) @ y.unsqueeze(-2)), (y, (x.transpose(-1, -2) @ g.unsqueeze(-1)).squeeze(-1))]
    return [(x, g @ y.transpose(-1, -2)), (y, x.transpose(-1, -2) @ g)]

def _f_linear(a, k, g):
    x, w, b = a[0], _arg(a, k, 1, "weight"), _arg(a, k, 2, "bias")
    g2 = g.reshape(-1, g.shape[-1])
    x2 = x.reshape(-1, x.shape[-1])
    out = [(x, (g @ w).reshape(x.shape)), (w, g2.t() @ x2)]
    if b is not None:
        out.append((b, g2.sum(0)))
    return out

def _f_sum(a, k, g):
    x = a[0]
    return [(x, _expand_back(g, x, _arg(a, k, 1, "dim"), _arg(a, k, 2, "keepdim", False)))]

def _f_mean(a, k, g):
    x = a[0]
    dim = _arg(a, k, 1, "dim")
    n = 1
    for d in _dims(dim, x.dim()):
        if x.dim() > 0:
            n = n * x.shape[d]
    return [(x, _expand_back(g, x, dim, _arg(a, k, 2, "keepdim", False)) / n)]

def _unary(fn):
    return lambda a, k, g: [(a[0], fn(a[0], g))]

def _reshape_back(a, k, g):
    return [(a[0], g.reshape(a[0].shape))]

def _f_to(a, k, g):
    # A complex gradient of a real input keeps its real part (Note [Complex gradients]).
    x = a[0]
    return [(x, g if g.is_complex() and not x.is_complex() else g.to(x.dtype))]

def _f_transpose(a, k, g):
    return [(a[0], g.transpose(_arg(a, k, 1, "dim0"), _arg(a, k, 2, "dim1")))]

def _f_permute(a, k, g):
    dims = _arg(a, k, 1, "dims")
    if not isinstance(dims, (list, tuple)):
        dims = a[1:]
    inv = [0] * len(dims)
    for i, d in enumerate(dims):
        inv[d % len(dims)] = i
    return [(a[0], g.permute(inv))]

def _f_expand(a, k, g):
    return [(a[0], _sum_to(g, a[0].shape))]

def _is_advanced_index(i):
    if isinstance(i, tuple):
        return any(_is_advanced_index(j) for j in i)
    return isinstance(i, (Tensor, list, bool))

def _f_getitem(a, k, g):
    x = a[0]
    gx = torch.zeros_like(x)
    if not _is_advanced_index(a[1]):
        gx[a[1]] = g
        return [(x, gx)]
    # Advanced indexing may pick an element more than once (x[[0, 0]]): the
    # same indexing of the elements' flat positions says where each of g's
    # elements goes, and index_add_ sums the repeats.
    gx = torch.zeros(x.shape, dtype=g.dtype)
    where = torch.arange(x.numel(), dtype=torch.int64).view(x.shape)[a[1]]
    gx.view(-1).index_add_(0, where.reshape(-1), g.reshape(-1))
    return [(x, gx)]

def _f_select(a, k, g):
    x = a[0]
    gx = torch.zeros_like(x)
    gx.select(_arg(a, k, 1, "dim"), _arg(a, k, 2, "index")).copy_(g)
    return [(x, gx)]

def _f_cat(a, k, g):
    ts = list(a[0])
    dim = _arg(a, k, 1, "dim", 0)
    sizes = [t.shape[dim] if t.dim() > 0 else 0 for t in ts]
    return list(zip(ts, g.split(sizes, dim)))

def _f_stack(a, k, g):
    return list(zip(list(a[0]), g.unbind(_arg(a, k, 1, "dim", 0))))

def _exact_kernel(t):
    # ATen's backward kernels have no derivatives of their own: with
    # create_graph (grad mode on) the composite formula runs instead.
    return t.dtype in (torch.float32, torch.float64) and not torch.is_grad_enabled()

def _f_softmax(a, k, g):
    x, dim = a[0], _arg(a, k, 1, "dim")
    y = x.softmax(dim)
    if _exact_kernel(y):
        # ATen's kernel, for its summation order (Note [Softmax backward order]).
        return [(x, torch._softmax_backward_data(g, y, dim, y.dtype))]
    return [(x, y * (g - (g * y).sum(dim, keepdim=True)))]

def _log_softmax_grad(x, dim, g):
    y = x.log_softmax(dim)
    if _exact_kernel(y):
        return torch._log_softmax_backward_data(g, y, dim, y.dtype)
    return g - y.exp() * g.sum(dim, keepdim=True)

def _f_log_softmax(a, k, g):
    x, dim = a[0], _arg(a, k, 1, "dim")
    return [(x, _log_softmax_grad(x, dim, g))]

def _reduction(a, k, i, default=1):
    r = _arg(a, k, i, "reduction", default)
    return {"none": 0, "mean": 1, "sum": 2}.get(r, r) if isinstance(r, type("")) else r

def _reduce_grad(d, g, red, count):
    if red == 0:
        return d * g
    if red == 1:
        return d * (g / count)
    return d * g

def _f_mse_loss(a, k, g):
    x, y = a[0], _arg(a, k, 1, "target")
    d = _reduce_grad(2.0 * (x - y), g, _reduction(a, k, 2), x.numel())
    return [(x, d), (y, -d)]

def _f_l1_loss(a, k, g):
    x, y = a[0], _arg(a, k, 1, "target")
    d = _reduce_grad((x - y).sign(), g, _reduction(a, k, 2), x.numel())
    return [(x, d), (y, -d)]

def _f_bce(a, k, g):
    p, t, w = a[0], _arg(a, k, 1, "target"), _arg(a, k, 2, "weight")
    d = (p - t) / (p * (1 - p)).clamp(min=1e-12)
    if w is not None:
        d = d * w
    return [(p, _reduce_grad(d, g, _reduction(a, k, 3), p.numel()))]

def _nll_grad(x, t, w, red, ignore):
    # d(loss)/d(input) of nll_loss over dim 1, before multiplying by g.
    tgt = t.clamp(min=0)
    wt = torch.ones(t.shape) if w is None else w[tgt]
    wt = torch.where(t == ignore, torch.zeros_like(wt), wt)
    gx = torch.zeros_like(x)
    gx.scatter_(1, tgt.unsqueeze(1), (-wt).unsqueeze(1).to(x.dtype))
    if red == 1:
        gx = gx / wt.sum()
    return gx

def _f_nll_loss(a, k, g):
    x, t = a[0], _arg(a, k, 1, "target")
    red = _reduction(a, k, 3)
    gx = _nll_grad(x, t, _arg(a, k, 2, "weight"), red, _arg(a, k, 4, "ignore_index", -100))
    return [(x, gx * (g.unsqueeze(1) if red == 0 else g))]

def _recomputed(x, g, fn):
    # The derivative of a composite op: its decomposition runs again on a
    # detached x with grad on, and the engine differentiates that.
    xx = x.detach().requires_grad_()
    with torch.enable_grad():
        out = fn(xx)
    (gx,) = grad(out, xx, g.expand_as(out) if g.shape != out.shape else g)
    return [(x, gx)]

def _smoothed_cross_entropy(x, t, w, red, ignore, ls):
    # ATen's cross_entropy with label_smoothing (LossNLL.cpp).
    n_classes = x.shape[1] if x.dim() > 1 else x.shape[0]
    logp = x.log_softmax(1 if x.dim() > 1 else 0)
    reduction = ("none", "mean", "sum")[red]
    if t.is_floating_point():
        t = t * (1 - ls) + ls / n_classes
        loss = -(logp * t if w is None else logp * t * w.view([-1] + [1] * (x.dim() - 2))).sum(1)
        if red == 1:
            return loss.sum() / (x.numel() // n_classes)
        return loss.sum() if red == 2 else loss
    nll = torch.nn.functional.nll_loss(logp, t, w, ignore_index=ignore, reduction=reduction)
    if w is not None:
        smooth = -(logp * w.view([1, -1] + [1] * (x.dim() - 2))).sum(1)
    else:
        smooth = -logp.sum(1)
    mask = t == ignore
    smooth = smooth.masked_fill(mask, 0.0)
    if red == 1:
        if w is not None:
            smooth = smooth.sum() / w.gather(0, t.masked_select(~mask).flatten()).sum()
        else:
            smooth = smooth.sum() / (~mask).sum()
    elif red == 2:
        smooth = smooth.sum()
    return (1 - ls) * nll + smooth * (ls / n_classes)

def _f_cross_entropy(a, k, g):
    x, t = a[0], _arg(a, k, 1, "target")
    red = _reduction(a, k, 3)
    ls = _arg(a, k, 5, "label_smoothing", 0.0)
    if ls != 0.0:
        return _recomputed(x, g, lambda xx: _smoothed_cross_entropy(xx, t, _arg(a, k, 2, "weight"), red,
                                                                    _arg(a, k, 4, "ignore_index", -100), ls))
    if t.is_floating_point():
        n = x.numel() // x.shape[1] if x.dim() > 1 else 1
        gl = -t if red != 1 else -t / n
    else:
        gl = _nll_grad(x, t, _arg(a, k, 2, "weight"), red, _arg(a, k, 4, "ignore_index", -100))
    gl = gl * (g.unsqueeze(1) if red == 0 else g)
    return [(x, _log_softmax_grad(x, 1 if x.dim() > 1 else 0, gl))]

def _f_layer_norm(a, k, g):
    # ATen's kernel on the forward's own mean and rstd (Note [Layer-norm
    # backward order]); an undefined input grad is its derivative of zero.
    x, shape = a[0], _arg(a, k, 1, "normalized_shape")
    w, b, eps = _arg(a, k, 2, "weight"), _arg(a, k, 3, "bias"), _arg(a, k, 4, "eps", 1e-5)
    if x.dtype not in (torch.float32, torch.float64) or torch.is_grad_enabled():
        return _layer_norm_composite(x, shape, w, b, eps, g)
    _, mean, rstd = torch.native_layer_norm(x, shape, w, b, eps)
    gx, gw, gb = torch.native_layer_norm_backward(g, x, shape, mean, rstd, w, b, [True, w is not None, b is not None])
    out = [(x, gx)]
    if w is not None:
        out.append((w, gw))
    if b is not None:
        out.append((b, gb))
    return out

def _layer_norm_composite(x, shape, w, b, eps, g):
    # Differentiable (double backward) and for dtypes the kernel lacks.
    dims = list(range(x.dim() - len(shape), x.dim()))
    mean = x.mean(dims, keepdim=True)
    xc = x - mean
    rstd = ((xc * xc).mean(dims, keepdim=True) + eps).rsqrt()
    xhat = xc * rstd
    gh = g if w is None else g * w
    gx = rstd * (gh - gh.mean(dims, keepdim=True) - xhat * (gh * xhat).mean(dims, keepdim=True))
    lead = list(range(x.dim() - len(shape)))
    out = [(x, gx)]
    if w is not None:
        out.append((w, (g * xhat).sum(lead) if lead else g * xhat))
    if b is not None:
        out.append((b, g.sum(lead) if lead else g))
    return out

def _f_dropout(a, k, g):
    x, p, train = a[0], _arg(a, k, 1, "p", 0.5), _arg(a, k, 2, "train", True)
    if not train or p == 0:
        return [(x, g)]
    out = x if k["_out"] is None else k["_out"]  # dropout_: x is self, rewritten
    # ATen's dropout is input * noise with noise = bernoulli(1 - p) / (1 - p)
    # in the input's dtype: the gradient is g * noise, rounded the same way.
    return [(x, g * (out != 0).to(g.dtype).div(1 - p))]

def _f_feature_dropout(a, k, g):
    # The mask is one draw per (batch, channel) broadcast over the spatial
    # dims: a channel was kept when any of its outputs is nonzero.
    x, p, train = a[0], _arg(a, k, 1, "p", 0.5), _arg(a, k, 2, "train", True)
    if not train or p == 0:
        return [(x, g)]
    out = x if k["_out"] is None else k["_out"]
    if p == 1:
        return [(x, g * 0)]
    spatial = list(range(2, x.dim()))
    kept = (out != 0).any(spatial[-1], keepdim=True) if spatial else out != 0
    for d in reversed(spatial[:-1]):
        kept = kept.any(d, keepdim=True)
    return [(x, g * kept.to(g.dtype).div(1 - p))]

def _grid_coord(c, size, align_corners, padding):
    # Grid coordinate in [-1, 1] to pixel index, and d(index)/d(coordinate)
    # (PyTorch's grid_sampler_compute_source_index_set_grad).
    scale = (size - 1) / 2 if align_corners else size / 2
    ix = (c + 1) * scale if align_corners else ((c + 1) * size - 1) / 2
    d = torch.full_like(c, scale)
    if padding == 1:
        inside = (ix > 0) & (ix < size - 1)
        ix = ix.clamp(0, size - 1)
        d = d * inside
    elif padding == 2:
        raise RuntimeError("the derivative of grid_sampler with reflection padding is not implemented at the Python level")
    return ix, d

def _f_grid_sampler(a, k, g):
    # 2-D bilinear/nearest sampling: gather the four corners again, scatter g
    # times their weights into the input, and differentiate the weights for
    # the grid.
    x, grid = a[0], a[1]
    mode, padding, corners = _arg(a, k, 2, "interpolation_mode"), _arg(a, k, 3, "padding_mode"), _arg(a, k, 4, "align_corners")
    if x.dim() != 4 or mode not in (0, 1):
        raise RuntimeError("the derivative of this grid_sampler is not implemented at the Python level")
    n, c, h, w = x.shape
    ho, wo = grid.shape[1], grid.shape[2]
    ix, dx = _grid_coord(grid[..., 0], w, corners, padding)
    iy, dy = _grid_coord(grid[..., 1], h, corners, padding)
    gf = g.reshape(n, c, ho * wo)
    gx_in = torch.zeros(n, c, h * w, dtype=x.dtype)
    xf = x.reshape(n, c, h * w)
    def corner(cx, cy):
        ok = ((cx >= 0) & (cx <= w - 1) & (cy >= 0) & (cy <= h - 1)).reshape(n, 1, ho * wo)
        idx = (cy.clamp(0, h - 1) * w + cx.clamp(0, w - 1)).long().reshape(n, 1, ho * wo).expand(n, c, ho * wo)
        return ok, idx
    if mode == 1:
        ok, idx = corner(torch.round(ix), torch.round(iy))
        gx_in.scatter_add_(2, idx, gf * ok)
        return [(x, gx_in.reshape(x.shape)), (grid, torch.zeros_like(grid))]
    x0, y0 = torch.floor(ix), torch.floor(iy)
    x1, y1 = x0 + 1, y0 + 1
    gix = torch.zeros(n, ho * wo, dtype=x.dtype)
    giy = torch.zeros(n, ho * wo, dtype=x.dtype)
    for cx, cy, wx, wy, sx, sy in ((x0, y0, x1 - ix, y1 - iy, -1, -1), (x1, y0, ix - x0, y1 - iy, 1, -1),
                                   (x0, y1, x1 - ix, iy - y0, -1, 1), (x1, y1, ix - x0, iy - y0, 1, 1)):
        ok, idx = corner(cx, cy)
        wgt = (wx * wy).reshape(n, 1, ho * wo)
        gx_in.scatter_add_(2, idx, gf * wgt * ok)
        val = (xf.gather(2, idx) * ok * gf).sum(1)
        gix += sx * wy.reshape(n, ho * wo) * val
        giy += sy * wx.reshape(n, ho * wo) * val
    ggrid = torch.stack([gix.reshape(n, ho, wo) * dx, giy.reshape(n, ho, wo) * dy], -1)
    return [(x, gx_in.reshape(x.shape)), (grid, ggrid)]

def _pair(v, n=2):
    if isinstance(v, (list, tuple)):
        return list(v) if len(v) == n else list(v) * n
    return [v] * n

def _conv_weight_grad(x, g, w, groups, stride, padding, dilation):
    # The weight gradient of conv2d/conv3d(x, w) whose output has gradient g:
    # group j's weights see input channels j*cin..(j+1)*cin, output channels j*cout...
    cin, cout = x.shape[1] // groups, g.shape[1] // groups
    conv = torch.conv3d if w.dim() == 5 else torch.conv2d
    parts = []
    for j in range(groups):
        xj = x[:, j * cin:(j + 1) * cin] if groups > 1 else x
        gj = g[:, j * cout:(j + 1) * cout] if groups > 1 else g
        parts.append(conv(xj.transpose(0, 1), gj.transpose(0, 1), None, dilation, padding, stride).transpose(0, 1))
    gw = parts[0] if groups == 1 else torch.cat(parts, 0)
    for d in range(2, w.dim()):
        gw = gw.narrow(d, 0, w.shape[d])
    return gw

def _f_conv2d(a, k, g):
    x, w, b = a[0], _arg(a, k, 1, "weight"), _arg(a, k, 2, "bias")
    stride, padding = _pair(_arg(a, k, 3, "stride", 1)), _arg(a, k, 4, "padding", 0)
    dilation, groups = _pair(_arg(a, k, 5, "dilation", 1)), _arg(a, k, 6, "groups", 1)
    if isinstance(padding, type("")):
        raise RuntimeError("the derivative of conv2d with string padding is not implemented at the Python level")
    padding = _pair(padding)
    out = []
    if _is_grad_tensor(x):
        kh, kw = w.shape[2], w.shape[3]
        op = [x.shape[2 + i] - ((g.shape[2 + i] - 1) * stride[i] - 2 * padding[i] + dilation[i] * ((kh, kw)[i] - 1) + 1)
              for i in range(2)]
        out.append((x, torch.conv_transpose2d(g, w, None, stride, padding, op, groups, dilation)))
    if _is_grad_tensor(w):
        out.append((w, _conv_weight_grad(x, g, w, groups, stride, padding, dilation)))
    if b is not None:
        out.append((b, g.sum([0, 2, 3])))
    return out

def _f_conv_transpose2d(a, k, g):
    # conv_transpose2d is the adjoint of conv2d in its input: the input's
    # gradient is a convolution of g, the weight's that of conv2d(g, w) with
    # gradient x, group by group.
    x, w, b = a[0], _arg(a, k, 1, "weight"), _arg(a, k, 2, "bias")
    stride, padding = _pair(_arg(a, k, 3, "stride", 1)), _pair(_arg(a, k, 4, "padding", 0))
    groups, dilation = _arg(a, k, 6, "groups", 1), _pair(_arg(a, k, 7, "dilation", 1))
    out = []
    if _is_grad_tensor(x):
        out.append((x, torch.conv2d(g, w, None, stride, padding, dilation, groups)))
    if _is_grad_tensor(w):
        out.append((w, _conv_weight_grad(g, x, w, groups, stride, padding, dilation)))
    if b is not None:
        out.append((b, g.sum([0, 2, 3])))
    return out

def _f_batch_norm(a, k, g):
    x, w, b = a[0], _arg(a, k, 1, "weight"), _arg(a, k, 2, "bias")
    rm, rv, training, eps = _arg(a, k, 3, "running_mean"), _arg(a, k, 4, "running_var"), _arg(a, k, 5, "training"), _arg(a, k, 7, "eps", 1e-5)
    train = training or rm is None
    if _exact_kernel(x):
        # ATen's kernel, for its summation order (Note [Batch-norm backward order]).
        save = torch.native_batch_norm(x, None, None, None, None, True, 0.0, eps) if train else (None, None, None)
        gx, gw, gb = torch.native_batch_norm_backward(g, x, w, rm, rv, save[1], save[2], train, eps,
                                                      [True, w is not None, b is not None])
        return [(x, gx)] + ([(w, gw)] if w is not None else []) + ([(b, gb)] if b is not None else [])
    dims = [0] + list(range(2, x.dim()))
    shape = [1, x.shape[1]] + [1] * (x.dim() - 2)
    if train:
        mean = x.mean(dims, keepdim=True)
        xc = x - mean
        rstd = ((xc * xc).mean(dims, keepdim=True) + eps).rsqrt()
        xhat = xc * rstd
        gh = g if w is None else g * w.reshape(shape)
        gx = rstd * (gh - gh.mean(dims, keepdim=True) - xhat * (gh * xhat).mean(dims, keepdim=True))
    else:
        rstd = (rv + eps).rsqrt().reshape(shape)
        xhat = (x - rm.reshape(shape)) * rstd
        gx = g * rstd * (1.0 if w is None else w.reshape(shape))
    out = [(x, gx)]
    if w is not None:
        out.append((w, (g * xhat).sum(dims)))
    if b is not None:
        out.append((b, g.sum(dims)))
    return out

def _f_max_pool2d(a, k, g):
    x = a[0]
    args = [_arg(a, k, i, n, d) for i, n, d in ((1, "kernel_size", None), (2, "stride", []), (3, "padding", 0),
                                              (4, "dilation", 1), (5, "ceil_mode", False))]
    _, idx = torch.max_pool2d_with_indices(x, *args)
    return [(x, _scatter_pooled(x, idx, g))]

def _f_avg_pool2d(a, k, g):
    # The transposed convolution of the pooling window, one channel at a time.
    x = a[0]
    kernel = _pair(_arg(a, k, 1, "kernel_size"))
    stride = _arg(a, k, 2, "stride", [])
    stride = kernel if stride is None or stride == [] else _pair(stride)
    padding = _pair(_arg(a, k, 3, "padding", 0))
    include_pad, divisor = _arg(a, k, 5, "count_include_pad", True), _arg(a, k, 6, "divisor_override")
    if (not include_pad and padding != [0, 0]) or divisor is not None:
        raise RuntimeError("the derivative of this avg_pool2d is not implemented at the Python level")
    n, c = x.shape[0], x.shape[1]
    gg = g.reshape(n * c, 1, g.shape[2], g.shape[3])
    w = torch.full([1, 1, kernel[0], kernel[1]], 1.0 / (kernel[0] * kernel[1]), dtype=g.dtype)
    op = [x.shape[2 + i] - ((g.shape[2 + i] - 1) * stride[i] - 2 * padding[i] + kernel[i]) for i in range(2)]
    gx = torch.conv_transpose2d(gg, w, None, stride, padding, op)
    return [(x, gx.reshape(x.shape))]

def _f_adaptive_avg_pool2d(a, k, g):
    x = a[0]
    size = _pair(_arg(a, k, 1, "output_size"))
    if size == [1, 1]:
        return [(x, (g / (x.shape[-1] * x.shape[-2])).expand(x.shape))]
    # ATen's backward: each output cell spreads grad / kh / kw over its
    # window [floor(o*H/OH), ceil((o+1)*H/OH)), in the same order.
    h, w = x.shape[-2], x.shape[-1]
    oh_n, ow_n = g.shape[-2], g.shape[-1]
    gx = torch.zeros(x.shape, dtype=x.dtype)  # x may be a view with size-1 dims of any stride
    for oh in range(oh_n):
        hs, he = oh * h // oh_n, -((-(oh + 1) * h) // oh_n)
        for ow in range(ow_n):
            ws, we = ow * w // ow_n, -((-(ow + 1) * w) // ow_n)
            gx[..., hs:he, ws:we].add_(g[..., oh:oh + 1, ow:ow + 1] / (he - hs) / (we - ws))
    return [(x, gx)]

def _zeros_for(gs, ref):
    return [g if g is not None else torch.zeros_like(r) for g, r in zip(gs, ref)]

def _f_unbind(a, k, gs):
    x, dim = a[0], _arg(a, k, 1, "dim", 0)
    return [(x, torch.stack(_zeros_for(gs, x.unbind(dim)), dim))]

def _f_split(a, k, gs):
    x = a[0]
    dim = _arg(a, k, 2, "dim", 0)
    parts = x.split(_arg(a, k, 1, "split_size"), dim)
    return [(x, torch.cat(_zeros_for(gs, parts), dim))]

def _f_chunk(a, k, gs):
    x = a[0]
    dim = _arg(a, k, 2, "dim", 0)
    return [(x, torch.cat(_zeros_for(gs, x.chunk(_arg(a, k, 1, "chunks"), dim)), dim))]

def _f_broadcast_tensors(a, k, gs):
    # torch.broadcast_tensors(x, y) passes the tensors themselves, script code a list.
    ts = list(a[0]) if isinstance(a[0], (list, tuple)) else list(a)
    return [(t, g) for t, g in zip(ts, gs) if g is not None]

def _f_max_dim(a, k, gs):
    x, dim, keep = a[0], _arg(a, k, 1, "dim"), _arg(a, k, 2, "keepdim", False)
    if dim is None or isinstance(dim, Tensor):
        raise RuntimeError("the derivative of elementwise max/min is not implemented at the Python level")
    idx = k["_out"][1]
    g = gs[0]
    if not keep:
        g, idx = g.unsqueeze(dim), idx.unsqueeze(dim)
    return [(x, torch.zeros_like(x).scatter(dim, idx, g))]

def _scatter_pooled(x, idx, g):
    # Sends each pooled gradient back to the element the pooling picked
    # (indices are flat within each plane or volume).
    flat = torch.zeros(x.shape[0], x.shape[1], x[0, 0].numel(), dtype=g.dtype)
    flat = flat.scatter_add(2, idx.flatten(2), g.flatten(2))
    return flat.view(x.shape)

def _f_adaptive_max_pool2d(a, k, gs):
    x, idx = a[0], k["_out"][1]
    return [(x, _scatter_pooled(x, idx, gs[0]))]

def _rnn_cell(kind, x, h, c, w_ih, w_hh, b_ih, b_hh):
    gi = torch.nn.functional.linear(x, w_ih, b_ih)
    gh = torch.nn.functional.linear(h, w_hh, b_hh)
    if kind == "lstm":
        i, f, z, o = (gi + gh).chunk(4, 1)
        c = f.sigmoid() * c + i.sigmoid() * z.tanh()
        return o.sigmoid() * c.tanh(), c
    if kind == "gru":
        r_i, z_i, n_i = gi.chunk(3, 1)
        r_h, z_h, n_h = gh.chunk(3, 1)
        r, z = (r_i + r_h).sigmoid(), (z_i + z_h).sigmoid()
        n = (n_i + r * n_h).tanh()
        return (1 - z) * n + z * h, c
    return ((gi + gh).tanh() if kind == "rnn_tanh" else (gi + gh).relu()), c

def _rnn_forward(kind, x, h0, c0, params, has_biases, layers, bidirectional, batch_first):
    # The recurrence as differentiable ops (Note [Python-level autograd]):
    # the backward of a fused RNN op replays it and differentiates the replay.
    if batch_first:
        x = x.transpose(0, 1)
    dirs = 2 if bidirectional else 1
    per = 4 if has_biases else 2
    steps = x.shape[0]
    hn, cn = [], []
    for layer in range(layers):
        outs = []
        for d in range(dirs):
            i = layer * dirs + d
            p = params[i * per:(i + 1) * per]
            b_ih, b_hh = (p[2], p[3]) if has_biases else (None, None)
            h, c = h0[i], (c0[i] if c0 is not None else None)
            ys = [None] * steps
            for t in (range(steps - 1, -1, -1) if d == 1 else range(steps)):
                h, c = _rnn_cell(kind, x[t], h, c, p[0], p[1], b_ih, b_hh)
                ys[t] = h
            outs.append(torch.stack(ys))
            hn.append(h)
            cn.append(c)
        x = torch.cat(outs, 2) if dirs == 2 else outs[0]
    out = x.transpose(0, 1) if batch_first else x
    return [out, torch.stack(hn)] + ([torch.stack(cn)] if c0 is not None else [])

def _rnn_packed_direction(kind, x, sizes, offsets, h0, c0, p, reverse):
    # One direction of one layer over packed rows, as ATen's PackedLayer and
    # ReversedPackedLayer step it: the batch shrinks (grows, reversed) as
    # sequences end, and a finished sequence keeps its last state.
    b_ih, b_hh = (p[2], p[3]) if len(p) == 4 else (None, None)
    ys = [None] * len(sizes)
    if reverse:
        h, c = h0[:sizes[-1]], (c0[:sizes[-1]] if c0 is not None else None)
        for t in range(len(sizes) - 1, -1, -1):
            n = h.shape[0]
            if sizes[t] > n:
                h = torch.cat([h, h0[n:sizes[t]]], 0)
                c = torch.cat([c, c0[n:sizes[t]]], 0) if c0 is not None else None
            h, c = _rnn_cell(kind, x[offsets[t]:offsets[t] + sizes[t]], h, c, p[0], p[1], b_ih, b_hh)
            ys[t] = h
        return torch.cat(ys, 0), h, c
    h, c = h0, c0
    done_h, done_c = [], []
    for t in range(len(sizes)):
        if h.shape[0] > sizes[t]:
            done_h.append(h[sizes[t]:])
            h = h[:sizes[t]]
            if c is not None:
                done_c.append(c[sizes[t]:])
                c = c[:sizes[t]]
        h, c = _rnn_cell(kind, x[offsets[t]:offsets[t] + sizes[t]], h, c, p[0], p[1], b_ih, b_hh)
        ys[t] = h
    h = torch.cat([h] + done_h[::-1], 0)
    c = torch.cat([c] + done_c[::-1], 0) if c is not None else None
    return torch.cat(ys, 0), h, c

def _rnn_packed_forward(kind, x, sizes, h0, c0, params, has_biases, layers, bidirectional):
    dirs = 2 if bidirectional else 1
    per = 4 if has_biases else 2
    offsets = [0]
    for s in sizes:
        offsets.append(offsets[-1] + s)
    hn, cn = [], []
    for layer in range(layers):
        outs = []
        for d in range(dirs):
            i = layer * dirs + d
            y, h, c = _rnn_packed_direction(kind, x, sizes, offsets, h0[i], c0[i] if c0 is not None else None,
                                            params[i * per:(i + 1) * per], d == 1)
            outs.append(y)
            hn.append(h)
            cn.append(c)
        x = torch.cat(outs, 1) if dirs == 2 else outs[0]
    return [x, torch.stack(hn)] + ([torch.stack(cn)] if c0 is not None else [])

def _f_rnn(kind):
    def formula(a, k, gs):
        # aten::lstm.input(input, hx, params, ...) or aten::lstm.data(data, batch_sizes, hx, params, ...).
        packed = len(a) > 3 and isinstance(a[3], (list, tuple))
        base = 4 if packed else 3
        x, hx, params = a[0], a[base - 2], list(a[base - 1])
        names = ("has_biases", "num_layers", "dropout", "train", "bidirectional") + (() if packed else ("batch_first",))
        rest = [_arg(a, k, base + j, n) for j, n in enumerate(names)]
        has_biases, layers, dropout, train, bidirectional = rest[:5]
        per = (4 if has_biases else 2) * layers * (2 if bidirectional else 1)
        if len(params) != per or (train and dropout > 0 and layers > 1):
            raise RuntimeError("the derivative of '" + kind + "' with projections or dropout is not implemented at the Python level")
        hs = list(hx) if kind == "lstm" else [hx]
        originals = [x] + hs + params
        leaves = [t.detach().requires_grad_(_is_grad_tensor(t)) for t in originals]
        with torch.enable_grad():
            c0 = leaves[2] if kind == "lstm" else None
            if packed:
                outs = _rnn_packed_forward(kind, leaves[0], a[1].tolist(), leaves[1], c0, leaves[1 + len(hs):],
                                           has_biases, layers, bidirectional)
            else:
                outs = _rnn_forward(kind, leaves[0], leaves[1], c0, leaves[1 + len(hs):], has_biases, layers,
                                    bidirectional, rest[5])
        pick = [(o, g) for o, g in zip(outs, gs) if g is not None]
        want = [(o, l) for o, l in zip(originals, leaves) if l.requires_grad]
        grads = grad([o for o, _ in pick], [l for _, l in want], [g for _, g in pick], allow_unused=True)
        return [(o, gx) for (o, _), gx in zip(want, grads) if gx is not None]
    return formula

def _f_embedding_bag(a, k, gs):
    # Each index's row gets its bag's gradient (over the bag's size for
    # mean, times its per-sample weight); max sends it to the picked rows.
    w, idx, offsets, g = a[0], a[1].reshape(-1), a[2], gs[0]
    if g is None or not _is_grad_tensor(w):
        return []
    mode, psw = _arg(a, k, 4, "mode", 0), _arg(a, k, 6, "per_sample_weights")
    last, pad = _arg(a, k, 7, "include_last_offset", False), _arg(a, k, 8, "padding_idx")
    if mode == 2:
        picked = k["_out"][3]
        keep = picked >= 0
        return [(w, torch.zeros_like(w).scatter_add(0, picked.clamp(min=0), g * keep.to(g.dtype)))]
    n = idx.numel()
    offs = offsets[:-1] if last else offsets
    bag = torch.zeros(n + 1, dtype=torch.long).scatter_add(0, offs, torch.ones_like(offs))
    bag[0] -= 1
    bag = bag.cumsum(0)[:n]
    valid = ((idx != pad) if pad is not None and pad >= 0 else torch.ones(n, dtype=torch.bool)).to(g.dtype)
    rows = g.index_select(0, bag) * valid.unsqueeze(1)
    if mode == 1:
        size = torch.zeros(g.shape[0], dtype=g.dtype).scatter_add(0, bag, valid)
        rows = rows / size.index_select(0, bag).clamp(min=1).unsqueeze(1)
    if psw is not None:
        rows = rows * psw.unsqueeze(1)
    gw = torch.zeros_like(w).scatter_add(0, idx.unsqueeze(1).expand(n, w.shape[1]), rows)
    out = [(w, gw)]
    if psw is not None and _is_grad_tensor(psw):
        out.append((psw, (g.index_select(0, bag) * w.index_select(0, idx)).sum(1) * valid))
    return out

def _f_pack_padded(a, k, gs):
    # The rows of the padded input that the packed data holds, padded back.
    x, batch_first = a[0], _arg(a, k, 2, "batch_first")
    steps = x.shape[1] if batch_first else x.shape[0]
    if gs[0] is None:
        return []
    return [(x, torch._pad_packed_sequence(gs[0], k["_out"][1], batch_first, 0.0, steps)[0])]

def _f_pad_packed(a, k, gs):
    if gs[0] is None:
        return []
    return [(a[0], torch._pack_padded_sequence(gs[0], k["_out"][1], _arg(a, k, 2, "batch_first"))[0])]

_multi = {"unbind": _f_unbind, "split": _f_split, "chunk": _f_chunk, "broadcast_tensors": _f_broadcast_tensors,
          "max": _f_max_dim, "min": _f_max_dim, "adaptive_max_pool2d": _f_adaptive_max_pool2d,
          "max_pool2d_with_indices": _f_adaptive_max_pool2d, "lstm": _f_rnn("lstm"), "gru": _f_rnn("gru"),
          "rnn_tanh": _f_rnn("rnn_tanh"), "rnn_relu": _f_rnn("rnn_relu"),
          "_pack_padded_sequence": _f_pack_padded, "_pad_packed_sequence": _f_pad_packed,
          "embedding_bag": _f_embedding_bag}

def _f_clamp(a, k, g):
    x = a[0]
    lo, hi = _arg(a, k, 1, "min"), _arg(a, k, 2, "max")
    mask = torch.ones_like(x, dtype=torch.bool)
    if lo is not None:
        mask = mask & (x >= lo)
    if hi is not None:
        mask = mask & (x <= hi)
    return [(x, g * mask)]

def _f_where(a, k, g):
    c, x, y = a[0], a[1], a[2]
    z = torch.zeros_like(g)
    return [(x, torch.where(c, g, z)), (y, torch.where(c, z, g))]

def _f_extreme(a, k, g):
    x = a[0]
    m = x == k["_out"]
    return [(x, g * m / m.sum())]

def _f_leaky_relu(a, k, g):
    x = a[0]
    slope = _arg(a, k, 1, "negative_slope", 0.01)
    return [(x, torch.where(x > 0, g, g * slope))]

def _f_gelu(a, k, g):
    x = a[0]
    if _arg(a, k, 1, "approximate", "none") == "tanh":
        c = 0.7978845608028654  # sqrt(2 / pi)
        t = torch.tanh(c * (x + 0.044715 * x * x * x))
        return [(x, g * (0.5 * (1 + t) + 0.5 * x * (1 - t * t) * c * (1 + 3 * 0.044715 * x * x)))]
    cdf = 0.5 * (1.0 + torch.erf(x / 1.4142135623730951))
    pdf = torch.exp(-0.5 * x * x) / 2.5066282746310002
    return [(x, g * (cdf + x * pdf))]

def _f_silu(a, k, g):
    x = a[0]
    s = x.sigmoid()
    return [(x, g * s * (1 + x * (1 - s)))]

def _f_masked_fill(a, k, g):
    x, mask, value = a[0], _arg(a, k, 1, "mask"), _arg(a, k, 2, "value")
    z = torch.zeros_like(g)
    out = [(x, torch.where(mask, z, g))]
    if isinstance(value, Tensor):
        out.append((value, torch.where(mask, g, z).sum()))
    return out

def _index_along(idx, dim, like):
    shape = [1] * like.dim()
    shape[dim % like.dim()] = -1
    return idx.reshape(shape).expand(like.shape)

def _f_embedding(a, k, g):
    # ATen's embedding_backward: rows scaled by 1/frequency on request; a
    # sparse weight gradient (uncoalesced, padding rows dropped) for sparse=True.
    w, idx = a[0], a[1]
    pad = _arg(a, k, 2, "padding_idx", -1)
    gf = g.reshape(-1, w.shape[1])
    fi = idx.reshape(-1)
    if _arg(a, k, 4, "sparse", False):
        if _arg(a, k, 3, "scale_grad_by_freq", False):
            raise RuntimeError("embedding_backward: scale_grad_by_freq not supported with sparse gradients")
        if pad is not None and pad >= 0:
            keep = fi != pad
            fi, gf = fi[keep], gf[keep]
        return [(w, torch.sparse_coo_tensor(fi.reshape(1, -1), gf, w.shape))]
    if _arg(a, k, 3, "scale_grad_by_freq", False):
        counts = torch.bincount(fi, minlength=w.shape[0])
        gf = gf / counts[fi].unsqueeze(1).to(gf.dtype)
    if pad is not None and pad >= 0:
        gf = gf * (fi != pad).unsqueeze(1).to(gf.dtype)
    gw = torch.zeros_like(w)
    gw.scatter_add_(0, fi.unsqueeze(1).expand(gf.shape), gf)
    return [(w, gw)]

def _f_index_select(a, k, g):
    x, dim, idx = a[0], _arg(a, k, 1, "dim"), _arg(a, k, 2, "index")
    gx = torch.zeros_like(x)
    gx.scatter_add_(dim, _index_along(idx, dim, g), g)
    return [(x, gx)]

def _f_gather(a, k, g):
    x, dim, idx = a[0], _arg(a, k, 1, "dim"), _arg(a, k, 2, "index")
    gx = torch.zeros_like(x)
    gx.scatter_add_(dim, idx, g)
    return [(x, gx)]

def _f_narrow(a, k, g):
    x = a[0]
    gx = torch.zeros_like(x)
    gx.narrow(_arg(a, k, 1, "dim"), _arg(a, k, 2, "start"), _arg(a, k, 3, "length")).copy_(g)
    return [(x, gx)]

def _f_repeat(a, k, g):
    x = a[0]
    reps = list(a[1]) if len(a) == 2 and isinstance(a[1], (list, tuple)) else list(a[1:])
    lead = len(reps) - x.dim()
    shape = []
    for i in range(len(reps)):
        shape += [reps[i], x.shape[i - lead] if i >= lead else 1]
    return [(x, g.reshape(shape).sum(dim=list(range(0, 2 * len(reps), 2))).reshape(x.shape))]

def _f_roll(a, k, g):
    shifts = _arg(a, k, 1, "shifts")
    dims = _arg(a, k, 2, "dims", [])
    back = [-s for s in shifts] if isinstance(shifts, (list, tuple)) else -shifts
    return [(a[0], g.roll(back, dims))]

def _f_cumsum(a, k, g):
    dim = _arg(a, k, 1, "dim")
    return [(a[0], g.flip([dim]).cumsum(dim).flip([dim]))]

def _f_logsumexp(a, k, g):
    x, dim, keepdim = a[0], _arg(a, k, 1, "dim"), _arg(a, k, 2, "keepdim", False)
    y = x.logsumexp(dim, keepdim=True)
    if not keepdim:
        for d in _dims(dim, x.dim()):
            g = g.unsqueeze(d)
    return [(x, g * (x - y).exp())]

def _f_pairwise_extreme(bigger):
    def formula(a, k, g):
        x, y = a[0], _arg(a, k, 1, "other")
        z = torch.zeros_like(g)
        win = x > y if bigger else x < y
        half = torch.where(x == y, g * 0.5, z)
        return [(x, torch.where(win, g, half)), (y, torch.where(win, z, torch.where(x == y, half, g)))]
    return formula

def _f_addmm(a, k, g):
    bias, m1, m2 = a[0], a[1], a[2]
    beta, alpha = _arg(a, k, 3, "beta", 1), _arg(a, k, 4, "alpha", 1)
    return [(bias, g * beta), (m1, (g @ m2.t()) * alpha), (m2, (m1.t() @ g) * alpha)]

def _f_norm(a, k, g):
    x, p = a[0], _arg(a, k, 1, "p", 2)
    dim, keepdim = _arg(a, k, 2, "dim"), _arg(a, k, 3, "keepdim", False)
    if p not in (2, 2.0, "fro"):
        raise RuntimeError("the derivative of a non-2-norm is not implemented at the Python level")
    n = x.norm(2, dim, keepdim=True) if dim is not None else x.norm()
    if dim is not None and not keepdim:
        for d in _dims(dim, x.dim()):
            g = g.unsqueeze(d)
    return [(x, torch.where(n == 0, torch.zeros_like(x), g * x / n))]

def _moment_args(a, k):
    x = a[0]
    dim = _arg(a, k, 1, "dim")
    unbiased = _arg(a, k, 2, "unbiased", True)
    if isinstance(dim, bool):
        dim, unbiased = None, dim
    correction = k.get("correction", 1 if unbiased else 0)
    count = 1
    for d in _dims(dim, x.dim()):
        count = count * (x.shape[d] if x.dim() > 0 else 1)
    return x, dim, _arg(a, k, 3, "keepdim", False), count - correction

def _f_var(a, k, g):
    x, dim, keepdim, n = _moment_args(a, k)
    mean = x.mean(_dims(dim, x.dim()), keepdim=True)
    return [(x, _expand_back(g, x, dim, keepdim) * 2.0 * (x - mean) / n)]

def _f_std(a, k, g):
    x, dim, keepdim, n = _moment_args(a, k)
    mean = x.mean(_dims(dim, x.dim()), keepdim=True)
    s = _expand_back(k["_out"], x, dim, keepdim)
    return [(x, _expand_back(g, x, dim, keepdim) * (x - mean) / (n * s))]

def _f_softplus(a, k, g):
    x, beta, threshold = a[0], _arg(a, k, 1, "beta", 1), _arg(a, k, 2, "threshold", 20)
    return [(x, torch.where(x * beta > threshold, g, g * (x * beta).sigmoid()))]

def _f_elu(a, k, g):
    x, alpha = a[0], _arg(a, k, 1, "alpha", 1.0)
    return [(x, torch.where(x > 0, g, g * alpha * x.exp()))]

def _f_hardtanh(lo_default, hi_default):
    def formula(a, k, g):
        x = a[0]
        lo, hi = _arg(a, k, 1, "min_val", lo_default), _arg(a, k, 2, "max_val", hi_default)
        return [(x, torch.where((x > lo) & (x < hi), g, torch.zeros_like(g)))]
    return formula

def _f_bce_logits(a, k, g):
    x, t = a[0], _arg(a, k, 1, "target")
    w, pw = _arg(a, k, 2, "weight"), _arg(a, k, 3, "pos_weight")
    s = x.sigmoid()
    d = s - t if pw is None else (pw * t + 1 - t) * s - pw * t
    if w is not None:
        d = d * w
    return [(x, _reduce_grad(d, g, _reduction(a, k, 4), x.numel()))]

def _f_smooth_l1(a, k, g):
    x, y = a[0], _arg(a, k, 1, "target")
    beta = _arg(a, k, 3, "beta", 1.0)
    diff = x - y
    d = diff.sign() if beta == 0 else torch.where(diff.abs() < beta, diff / beta, diff.sign())
    d = _reduce_grad(d, g, _reduction(a, k, 2), x.numel())
    return [(x, d), (y, -d)]

def _f_constant_pad(a, k, g):
    x, pad = a[0], list(_arg(a, k, 1, "pad"))
    out = g
    for i in range(len(pad) // 2):
        d = x.dim() - 1 - i
        out = out.narrow(d, pad[2 * i], x.shape[d])
    return [(x, out)]

def _f_pad(a, k, g):
    if _arg(a, k, 2, "mode", "constant") != "constant":
        raise RuntimeError("the derivative of a non-constant pad is not implemented at the Python level")
    return _f_constant_pad(a, k, g)

def _zero_grad(a, k, g):
    return [(a[0], torch.zeros_like(a[0]))]

def _f_setitem(a, k, g):
    gx = g.clone()
    gx[a[1]] = 0
    out = [(a[0], gx)]
    if isinstance(a[2], Tensor):
        out.append((a[2], g[a[1]]))
    return out

# An in-place op on a view: the base's new version is its old version with
# the view's region replaced by the view's new version.
def _f_copy_slices(a, k, g):
    base, view, size, stride, offset = a
    gb = torch.empty_strided(base.shape, base.stride(), dtype=g.dtype)
    gb.copy_(g)
    region = gb.as_strided(size, stride, offset)
    gv = region.clone()
    region.zero_()
    return [(base, gb), (view, gv)]

def _f_fill_(a, k, g):
    out = [(a[0], torch.zeros_like(g))]
    if isinstance(a[1], Tensor):
        out.append((a[1], g.sum()))
    return out

def _f_copy_(a, k, g):
    src = a[1]
    return [(a[0], torch.zeros_like(g)), (src, g.to(src.dtype) if isinstance(src, Tensor) else g)]

# Script code's indexing (Note [Grad tape]): aten::slice, aten::index and
# aten::index_put_ take an index per dimension (None: the whole dimension).
def _f_slice(a, k, g):
    x = a[0]
    dim = _arg(a, k, 1, "dim", 0) % max(x.dim(), 1)
    idx = [slice(None)] * dim + [slice(_arg(a, k, 2, "start"), _arg(a, k, 3, "end"), _arg(a, k, 4, "step", 1))]
    gx = torch.zeros_like(x)
    gx[tuple(idx)] = g
    return [(x, gx)]

def _index_tuple(indices):
    return tuple(slice(None) if i is None else i for i in indices)

def _f_index(a, k, g):
    x = a[0]
    gx = torch.zeros_like(x)
    gx.index_put_(_index_tuple(a[1]), g, accumulate=True)
    return [(x, gx)]

def _f_index_put_(a, k, g):
    x, idx, v = a[0], _index_tuple(a[1]), a[2]
    accumulate = _arg(a, k, 3, "accumulate", False)
    gx = g if accumulate else g.index_put(idx, torch.zeros((), dtype=g.dtype))
    return [(x, gx), (v, g[idx])]

# In-place ops: the node's self is the old version (its values are kept when
# the derivative reads them: mul_/div_ by a tensor that requires grad).
_formulas = {
    "add_": _f_add, "sub_": _f_sub, "mul_": _f_mul,
    "div_": _f_div, "relu_": _unary(lambda x, g: g * (x > 0)),
    "add": _f_add, "sub": _f_sub, "rsub": _f_rsub, "mul": _f_mul, "div": _f_div, "true_divide": _f_div,
    "pow": _f_pow, "matmul": _f_matmul, "mm": _f_matmul, "bmm": _f_matmul, "mv": _f_matmul, "dot": _f_matmul,
    "linear": _f_linear, "sum": _f_sum, "mean": _f_mean,
    "neg": _unary(lambda x, g: -g),
    "exp": _unary(lambda x, g: g * x.exp()),
    "log": _unary(lambda x, g: g / x),
    "log1p": _unary(lambda x, g: g / (x + 1)),
    "sqrt": _unary(lambda x, g: g / (2 * x.sqrt())),
    "rsqrt": _unary(lambda x, g: -0.5 * g * x.rsqrt() / x),
    "reciprocal": _unary(lambda x, g: -g / (x * x)),
    "square": _unary(lambda x, g: 2 * x * g),
    "abs": _unary(lambda x, g: g * (x.sgn() if x.is_complex() else x.sign())),
    "sin": _unary(lambda x, g: g * x.cos()),
    "cos": _unary(lambda x, g: -g * x.sin()),
    # threshold_backward: a +0 (not g * 0, which may be -0) where x <= 0.
    "relu": _unary(lambda x, g: g.masked_fill(x <= 0, 0.0)),
    "sigmoid": _unary(lambda x, g: g * x.sigmoid() * (1 - x.sigmoid())),
    "tanh": _unary(lambda x, g: g * (1 - x.tanh() * x.tanh())),
    "leaky_relu": _f_leaky_relu, "silu": _f_silu,
    "view": _reshape_back, "reshape": _reshape_back, "flatten": _reshape_back, "squeeze": _reshape_back,
    "unsqueeze": _reshape_back, "view_as": _reshape_back, "reshape_as": _reshape_back, "contiguous": _reshape_back,
    "clone": _reshape_back, "to": _f_to, "float": _f_to, "double": _f_to, "type_as": _f_to,
    "t": lambda a, k, g: [(a[0], g.t())], "transpose": _f_transpose, "permute": _f_permute,
    "expand": _f_expand, "expand_as": _f_expand, "getitem": _f_getitem, "select": _f_select,
    "cat": _f_cat, "concat": _f_cat, "stack": _f_stack, "softmax": _f_softmax, "log_softmax": _f_log_softmax,
    "mse_loss": _f_mse_loss, "l1_loss": _f_l1_loss, "binary_cross_entropy": _f_bce,
    "nll_loss": _f_nll_loss, "nll_loss_nd": _f_nll_loss, "nll_loss2d": _f_nll_loss,
    "cross_entropy_loss": _f_cross_entropy, "conv2d": _f_conv2d, "batch_norm": _f_batch_norm,
    "max_pool2d": _f_max_pool2d, "adaptive_avg_pool2d": _f_adaptive_avg_pool2d, "avg_pool2d": _f_avg_pool2d, "layer_norm": _f_layer_norm, "dropout": _f_dropout, "feature_dropout": _f_feature_dropout, "grid_sampler": _f_grid_sampler,
    "clamp": _f_clamp, "clip": _f_clamp, "where": _f_where, "max": _f_extreme, "min": _f_extreme,
    "amax": _f_extreme, "amin": _f_extreme, "gelu": _f_gelu,
    "masked_fill": _f_masked_fill, "embedding": _f_embedding, "index_select": _f_index_select,
    "gather": _f_gather, "narrow": _f_narrow, "repeat": _f_repeat, "roll": _f_roll,
    "flip": lambda a, k, g: [(a[0], g.flip(_arg(a, k, 1, "dims")))],
    "triu": lambda a, k, g: [(a[0], g.triu(_arg(a, k, 1, "diagonal", 0)))],
    "tril": lambda a, k, g: [(a[0], g.tril(_arg(a, k, 1, "diagonal", 0)))],
    "cumsum": _f_cumsum, "logsumexp": _f_logsumexp,
    "maximum": _f_pairwise_extreme(True), "minimum": _f_pairwise_extreme(False), "addmm": _f_addmm,
    "norm": _f_norm, "var": _f_var, "std": _f_std, "softplus": _f_softplus, "elu": _f_elu,
    "hardtanh": _f_hardtanh(-1.0, 1.0), "relu6": _f_hardtanh(0.0, 6.0),
    "leaky_relu_": _f_leaky_relu,
    "binary_cross_entropy_with_logits": _f_bce_logits, "smooth_l1_loss": _f_smooth_l1,
    "pad": _f_pad, "constant_pad_nd": _f_constant_pad,
    "log2": _unary(lambda x, g: g / (x * 0.6931471805599453)),
    "log10": _unary(lambda x, g: g / (x * 2.302585092994046)),
    "erf": _unary(lambda x, g: g * 1.1283791670955126 * (-x * x).exp()),
    "tan": _unary(lambda x, g: g * (1 + x.tan() * x.tan())),
    "atan": _unary(lambda x, g: g / (1 + x * x)),
    "asin": _unary(lambda x, g: g / (1 - x * x).sqrt()),
    "acos": _unary(lambda x, g: -g / (1 - x * x).sqrt()),
    "sinh": _unary(lambda x, g: g * x.cosh()),
    "cosh": _unary(lambda x, g: g * x.sinh()),
    "setitem": _f_setitem, "_copy_slices": _f_copy_slices, "fill_": _f_fill_, "copy_": _f_copy_,
    "zero_": _zero_grad, "slice": _f_slice, "aten::index": _f_index, "index_put_": _f_index_put_,
    "index_put": _f_index_put_,
    "sign": _zero_grad, "round": _zero_grad, "floor": _zero_grad, "ceil": _zero_grad, "trunc": _zero_grad,
}

# Script code's ops (Note [Grad tape]) are named `aten::op` and take the
# schema's arguments by position; an `aten::op` entry is for the operators
# whose schema orders them differently from the Python-level function.
# An in-place op's node holds self's old version (Note [Saved tensor
# versions]), so `op_` without a formula of its own differentiates as `op`.
def _formula_of(table, name):
    f = table.get(name)
    if f is None and name.startswith("aten::"):
        name = name[6:]
        f = table.get(name)
    if f is None and name.endswith("_") and not name.endswith("__"):
        f = table.get(name[:-1])
    return f

def _is_grad_tensor(x):
    return isinstance(x, Tensor) and x.requires_grad

def _key(t):
    info = _node(t)
    if info is None:
        return ("leaf", id(t))
    return (info[3], info[4])

def _inputs_of(info):
    name, args, kwargs = info[0], info[1], info[2]
    found = []
    for v in list(args) + list(kwargs.values()):
        if isinstance(v, Tensor):
            found.append(v)
        elif isinstance(v, (list, tuple)):
            for x in v:
                if isinstance(x, Tensor):
                    found.append(x)
    return found

# Note [Saved tensor versions]: what each op's derivative saves, after
# PyTorch's derivatives.yaml: "out" its results, an int the argument at that
# position, (i, j) argument i when argument j requires grad (mul's operands),
# "index" the tensors of an index. Ops not listed save nothing that is
# checked: a missing entry only loses an error, an entry PyTorch does not
# save would raise one PyTorch does not (outputs of layer_norm, dropout,
# max_pool2d and the running stats of batch_norm are not saved). A node that
# saves something raises PyTorch's errors when a saved tensor was modified
# in place since, or when a backward pass without retain_graph already ran
# it (its saved tensors count as freed).
_OUT = ("out",)
_SELF = (0,)
_CROSS = ((0, 1), (1, 0))
_SAVED = {
    "mul": _CROSS, "mm": _CROSS, "bmm": _CROSS, "matmul": _CROSS, "linear": _CROSS, "dot": _CROSS,
    "mv": _CROSS, "outer": _CROSS, "addmm": ((1, 2), (2, 1)), "div": ((0, 1), 1),
    "mul_": ((0, 1), (1, 0)), "div_": ((0, 1), 1), "pow": (0, 1), "pow_": (0, 1), "__rpow__": (0, 1, "out"),
    "exp": _OUT, "exp_": _OUT, "sigmoid": _OUT, "sigmoid_": _OUT, "tanh": _OUT, "tanh_": _OUT,
    "relu": _OUT, "relu_": _OUT, "sqrt": _OUT, "sqrt_": _OUT, "rsqrt": _OUT, "reciprocal": _OUT,
    "expm1": _OUT, "softmax": _OUT, "log_softmax": _OUT, "elu_": _OUT, "hardtanh_": _SELF, "relu6": _SELF,
    "log": _SELF, "log2": _SELF, "log10": _SELF, "log1p": _SELF, "sin": _SELF, "cos": _SELF, "tan": _OUT,
    "abs": _SELF, "sign": (), "square": _SELF, "atan": _SELF, "asin": _SELF, "acos": _SELF,
    "sinh": _SELF, "cosh": _SELF, "erf": _SELF, "leaky_relu": _SELF, "leaky_relu_": _OUT, "gelu": _SELF,
    "silu": _SELF, "silu_": _SELF, "mish": _SELF, "softplus": _SELF, "hardtanh": _SELF, "elu": _SELF,
    "selu": _SELF, "celu": _SELF, "hardswish": _SELF, "hardsigmoid": _SELF, "clamp": _SELF, "clip": _SELF,
    "clamp_": _SELF, "logsumexp": (0, "out"), "norm": (0, "out"), "prod": (0, "out"), "var": _SELF,
    "std": (0, "out"), "maximum": (0, 1), "minimum": (0, 1), "max": _OUT, "min": _OUT,
    "amax": (0, "out"), "amin": (0, "out"), "layer_norm": (0, 2), "batch_norm": (0, 1),
    "group_norm": (0, 2), "conv1d": (0, 1), "conv2d": (0, 1), "conv3d": (0, 1), "_convolution": (0, 1),
    "conv_transpose1d": (0, 1), "conv_transpose2d": (0, 1), "max_pool1d": _SELF, "max_pool2d": _SELF,
    "avg_pool2d": _SELF, "adaptive_avg_pool2d": _SELF, "adaptive_max_pool2d": _SELF,
    "embedding": (1,), "index_select": (2,), "gather": (2,), "take": (1,), "masked_fill": (1,),
    "masked_fill_": (1,), "where": (0,), "getitem": ("index",), "cross_entropy": (1, 2),
    "nll_loss": (0, 1, 2), "mse_loss": (0, 1), "l1_loss": (0, 1), "smooth_l1_loss": (0, 1),
    "huber_loss": (0, 1), "binary_cross_entropy": (0, 1, 2), "binary_cross_entropy_with_logits": (0, 1, 2, 3),
    "kl_div": (0, 1), "normalize": (0,), "atan2": (0, 1),
    "addcmul": (1, 2), "addcdiv": (1, 2), "cumprod": (0, "out"),
    "_custom_function": (),
}

_FREED = ("Trying to backward through the graph a second time (or directly access saved tensors after they "
          "have already been freed). Saved intermediate values of the graph are freed when you call .backward() "
          "or autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time "
          "or if you need to access saved tensors after calling backward.")

def _saved_items(info):
    # (value, saved version, output number or None) for what the node saved.
    name, args, kwargs = info[0], info[1], info[2]
    spec = _SAVED.get(name[6:] if name.startswith("aten::") else name, ())
    items = []
    for s in spec:
        if s == "out":
            outs, vers = kwargs["_out"], info[9]
            if isinstance(outs, tuple):
                items.extend((o, v, i) for i, (o, v) in enumerate(zip(outs, vers)) if isinstance(o, Tensor))
            elif isinstance(outs, Tensor):
                items.append((outs, vers, 0))
        elif s == "index":
            if len(args) > 1:
                idx, vers = args[1], info[7][1]
                if isinstance(idx, Tensor):
                    items.append((idx, vers, None))
                elif isinstance(idx, (tuple, list)) and vers is not None:
                    items.extend((x, v, None) for x, v in zip(idx, vers) if isinstance(x, Tensor))
        else:
            i, when = (s[0], s[1]) if isinstance(s, tuple) else (s, None)
            if i >= len(args) or args[i] is None:
                continue
            if when is not None and not (when < len(args) and _is_grad_tensor(args[when])):
                continue
            items.append((args[i], info[7][i], None))
    return items

def _modified_message(t, saved, output_nr, node_name):
    # PyTorch's SavedVariable::unpack: a saved result names its node, a saved
    # input the grad_fn the input has now; a leaf names none.
    msg = ("one of the variables needed for gradient computation has been modified by an inplace operation: ["
           + t.type() + " [" + ", ".join(str(n) for n in t.shape) + "]]")
    if output_nr is not None:
        msg += ", which is output " + str(output_nr) + " of " + node_name + ","
    elif _node(t) is not None:
        current = _current_fn(t)
        if current in _HAND_WRITTEN_NODES:
            current = "torch::autograd::" + current
        msg += ", which is output " + str(_node(t)[4]) + " of " + (current if current else t.grad_fn.name()) + ","
    msg += " is at version " + str(t._version) + "; expected version " + str(saved) + " instead."
    if torch.is_anomaly_enabled():
        return msg + (" Hint: the backtrace further above shows the operation that failed to compute its gradient. "
                      "The variable in question was changed in there or anywhere later. Good luck!")
    return msg + (" Hint: enable anomaly detection to find the operation that failed to compute its gradient, "
                  "with torch.autograd.set_detect_anomaly(True).")

def _check_saved(info, holder):
    items = _saved_items(info)
    if info[6] and items:
        raise RuntimeError(_FREED)
    for x, saved, output_nr in items:
        if isinstance(x, Tensor) and isinstance(saved, int) and x._version != saved:
            raise RuntimeError(_modified_message(x, saved, output_nr, holder.grad_fn.name()))

# Note [Complex gradients]: PyTorch's convention for a complex z = x + iy is
# grad = dL/dx + i dL/dy (the conjugate Wirtinger derivative, times 2). For
# an op holomorphic in its inputs the vector-Jacobian product is then
# g * conj(f'(z)), and as the ops' power series have real coefficients,
# conj(f'(z)) = f'(conj(z)): the real formula applied to the conjugated
# inputs (and results) gives it, in ATen's form `grad * coefficient.conj()`
# (down to the sign of zeros, which conjugating g and the result back would
# not keep). Ops
# that are not holomorphic (abs, angle, real, conj, view_as_real, ...) and
# formulas that call backward themselves are written in the convention
# directly. A real input takes the real part of a complex gradient, and a
# complex input makes a real gradient complex (PyTorch's validate_outputs).
_NOT_HOLOMORPHIC = set(("abs", "angle", "real", "imag", "conj", "conj_physical", "view_as_real",
                              "view_as_complex", "complex", "polar", "sgn", "_custom_function", "lstm", "gru",
                              "rnn_tanh", "rnn_relu", "irfft", "irfft2", "irfftn", "hfft", "hfft2", "hfftn",
                              "ihfft", "ihfft2", "ihfftn", "norm", "linalg_norm", "linalg_vector_norm",
                              "cross_entropy_loss", "resolve_conj", "vdot"))
# Complex inputs, real results: the gradient arrives real and goes back complex.
_COMPLEX_TO_REAL = set(("abs", "angle", "real", "imag", "view_as_real", "norm", "linalg_norm",
                              "linalg_vector_norm", "to", "float", "double", "type_as", "irfft", "irfft2", "irfftn",
                              "hfft", "hfft2", "hfftn", "_custom_function"))

def _wirtinger(name):
    return (name[6:] if name.startswith("aten::") else name) not in _NOT_HOLOMORPHIC

def _conjugated_formula(formula, args, kwargs, g):
    # Runs formula on conjugated complex arguments and results; the pairs
    # name the original inputs again.
    back = {}
    def conj(v, record):
        if isinstance(v, Tensor):
            if not v.is_complex():
                return v
            c = v.conj()
            if v.requires_grad and not c.requires_grad:
                c.requires_grad_()  # formulas ask which inputs need a gradient
            if record:
                back[id(c)] = v
            return c
        if isinstance(v, complex):
            return v.conjugate()
        if isinstance(v, (list, tuple)) and any(isinstance(t, Tensor) and t.is_complex() for t in v):
            items = [conj(t, record) for t in v]
            return items if isinstance(v, list) else tuple(items)
        return v
    a = tuple(conj(v, True) for v in args)
    k = {n: conj(v, n != "_out") for n, v in kwargs.items()}
    return [(back.get(id(x), x), gx) for x, gx in formula(a, k, g)]

def _as_input_dtype(x, gx):
    if gx.is_complex():
        return gx if x.is_complex() else gx.real
    return gx.to(x.dtype) if x.is_complex() else gx

class _PlainTensors:
    # The engine runs below __torch_function__: inside it, ops on instances
    # of a torch.Tensor subclass give plain tensors (Note [Tensor Python state]).
    def __enter__(self):
        _engine_depth(1)

    def __exit__(self, *args):
        _engine_depth(-1)


def _needed_nodes(order, infos, targets):
    # As the engine's exec_info for autograd.grad: only nodes from which a
    # wanted tensor is reachable run (others keep their saved tensors).
    needed = set()
    for nid in order:
        for x in _inputs_of(infos[nid]):
            if not _is_grad_tensor(x):
                continue
            n = _node(x)
            if _key(x) in targets or (n is not None and n[3] in needed):
                needed.add(nid)
                break
    return needed

def _run(roots, grads, want_leaves, release=False, targets=None):
    # Reverse topological order of the nodes reachable from the roots.
    infos = {}
    holders = {}
    order = []
    visited = set()
    stack = [(r, False) for r in roots]
    while stack:
        t, done = stack.pop()
        info = _node(t)
        if info is None:
            continue
        nid = info[3]
        if done:
            order.append(nid)
            continue
        if nid in visited:
            continue
        visited.add(nid)
        infos[nid] = info
        holders[nid] = t
        stack.append((t, True))
        for x in _inputs_of(info):
            if _is_grad_tensor(x) and _node(x) is not None and _node(x)[3] not in visited:
                stack.append((x, False))
    acc = dict(grads)
    leaves = {}
    hooked = {_key(r): r for r in roots if _hooks(r)}
    needed = None if targets is None else _needed_nodes(order, infos, targets)
    for nid in reversed(order):
        if needed is not None and nid not in needed:
            continue
        info = infos[nid]
        name = info[0]
        for i in range(info[5] if info[5] else 1):
            if (nid, i) in hooked and acc.get((nid, i)) is not None:
                acc[(nid, i)] = _apply_hooks(hooked[(nid, i)], acc[(nid, i)])
        g = acc.get((nid, 0))
        outs = [acc.get((nid, i)) for i in range(info[5] if info[5] else 1)]
        if all(o is None for o in outs):
            continue
        _check_saved(info, holders[nid])
        multi = _formula_of(_multi, name)
        if multi is not None and info[5]:
            cplx = any(o is not None and o.is_complex() for o in outs)
            formula, grad_in = multi, outs
        else:
            formula = _formula_of(_formulas, name)
            if formula is None:
                raise RuntimeError("the derivative of '" + name + "' is not implemented at the Python level")
            if g is None:
                continue
            cplx = g.is_complex()
            grad_in = g
        if name == "_custom_function":
            info[2]["_holder"] = holders[nid]
        if cplx and _wirtinger(name) and not hasattr(formula, "_conjugate_convention"):
            pairs = _conjugated_formula(formula, info[1], info[2], grad_in)
        else:
            pairs = formula(info[1], info[2], grad_in)
            if not cplx and name in _COMPLEX_TO_REAL:
                cplx = True
        if release:
            _release(holders[nid])
            if name == "_custom_function":
                info[1][0][0]._freed = True
        for x, gx in pairs:
            if not _is_grad_tensor(x) or gx is None:
                continue
            if not isinstance(gx, Tensor):
                gx = torch.full(x.shape, gx, dtype=x.dtype)
            if cplx:
                gx = _as_input_dtype(x, gx)
            gx = _sum_to(gx, x.shape)
            k = _key(x)
            if _hooks(x):
                hooked[k] = x
            if k[0] == "leaf":
                leaves[k[1]] = (x, gx if k[1] not in leaves else leaves[k[1]][1] + gx)
            else:
                acc[k] = gx if acc.get(k) is None else acc[k] + gx
    for key, (x, gx) in list(leaves.items()):
        if _hooks(x):
            leaves[key] = (x, _apply_hooks(x, gx))
    return acc, leaves

# Tensor.retain_grad() registers this marker as a hook: the gradient that
# reaches the tensor at that point of its hooks is accumulated into .grad.
class _RetainGrad:
    pass

_RETAIN_GRAD = _RetainGrad()

def _apply_hooks(t, g):
    for hook in list(_hooks(t).values()):
        if hook is _RETAIN_GRAD:
            old = _leaf_grad(t)
            _set_leaf_grad(t, g.clone() if old is None else old + g)
            continue
        r = hook(g)
        if r is not None:
            g = r
    return g

class _TensorHookHandle:
    _next_id = 0

    def __init__(self, tensor):
        self.tensor = tensor
        self.id = _TensorHookHandle._next_id
        _TensorHookHandle._next_id += 1

    def remove(self):
        hooks = _hooks(self.tensor)
        if hooks and self.id in hooks:
            del hooks[self.id]

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.remove()

def _register_hook(self, hook):
    if not self.requires_grad:
        raise RuntimeError("cannot register a hook on a tensor that doesn't require gradient")
    hooks = _hooks(self)
    if hooks is None:
        hooks = {}
        _set_hooks(self, hooks)
    handle = _TensorHookHandle(self)
    hooks[handle.id] = hook
    return handle

def _make_grads(outputs, grad_outputs):
    grads = {}
    roots = []
    for i, out in enumerate(outputs):
        if not isinstance(out, Tensor) or not out.requires_grad:
            raise RuntimeError("element " + str(i) + " of tensors does not require grad and does not have a grad_fn")
        g = grad_outputs[i] if grad_outputs is not None and i < len(grad_outputs) else None
        if g is None:
            if out.numel() != 1:
                raise RuntimeError("grad can be implicitly created only for scalar outputs")
            g = torch.ones_like(out)
        roots.append(out)
        k = _key(out)
        grads[k] = g if k not in grads else grads[k] + g
    return roots, grads

def backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False, grad_variables=None, inputs=None):
    if isinstance(tensors, Tensor):
        tensors = [tensors]
    if isinstance(grad_tensors, Tensor):
        grad_tensors = [grad_tensors]
    # create_graph: the formulas are recorded (as in grad), so the .grad
    # they leave can be differentiated again.
    with torch.set_grad_enabled(bool(create_graph)), _PlainTensors():
        roots, grads = _make_grads(list(tensors), grad_tensors)
        release = not (create_graph if retain_graph is None else retain_graph)
        acc, leaves = _run(roots, grads, True, release)
        for k, g in grads.items():
            if k[0] == "leaf":
                leaves[k[1]] = (roots[0], g)
        if inputs is not None:
            # Only the given tensors accumulate; a non-leaf one into .grad, as retain_grad.
            inputs = [inputs] if isinstance(inputs, Tensor) else list(inputs)
            wanted = {_key(t) for t in inputs}
            leaves = {k: v for k, v in leaves.items() if ("leaf", k) in wanted}
            for t in inputs:
                g = acc.get(_key(t)) if _node(t) is not None else None
                if g is not None:
                    old = _leaf_grad(t)
                    _set_leaf_grad(t, g.clone() if old is None else old + g)
        # A leaf's .grad is one tensor across backward passes: later
        # gradients are added to it in place, as PyTorch's AccumulateGrad.
        for x, g in leaves.values():
            old = _leaf_grad(x)
            if old is None:
                _set_leaf_grad(x, g.clone())
            elif old.is_sparse:
                # A sparse .grad cannot grow in place: the sum replaces it
                # (dense once a dense gradient joins, as AccumulateGrad).
                _set_leaf_grad(x, old + g if g.is_sparse else g + old)
            elif create_graph or old.requires_grad:
                _set_leaf_grad(x, old + g)
            else:
                old.add_(g)

def grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, only_inputs=True,
         allow_unused=False, is_grads_batched=False):
    if isinstance(outputs, Tensor):
        outputs = [outputs]
    single = isinstance(inputs, Tensor)
    if single:
        inputs = [inputs]
    if isinstance(grad_outputs, Tensor):
        grad_outputs = [grad_outputs]
    # create_graph: the formulas run with grad mode on, so the gradients
    # are recorded like any other computation and can be differentiated.
    with torch.set_grad_enabled(bool(create_graph)), _PlainTensors():
        roots, grads = _make_grads(list(outputs), grad_outputs)
        release = not (create_graph if retain_graph is None else retain_graph)
        targets = {_key(x) for x in inputs if isinstance(x, Tensor) and x.requires_grad}
        acc, leaves = _run(roots, grads, False, release, targets)
    result = []
    for i, x in enumerate(inputs):
        if not isinstance(x, Tensor) or not x.requires_grad:
            raise RuntimeError("One of the differentiated Tensors does not require grad")
        k = _key(x)
        g = leaves[k[1]][1] if k[0] == "leaf" and k[1] in leaves else acc.get(k)
        if g is None and k[0] == "leaf" and k in grads:
            g = grads[k]
        if g is None and not allow_unused:
            raise RuntimeError("One of the differentiated Tensors appears to not have been used in the graph. "
                               "Set allow_unused=True if this is the desired behavior.")
        result.append(g)
    return tuple(result)

def _tensor_backward(self, gradient=None, retain_graph=None, create_graph=False, inputs=None):
    backward(self, gradient, retain_graph, create_graph, inputs=inputs)

Tensor.backward = _tensor_backward
Tensor.register_hook = _register_hook

def _retain_grad(self):
    if not self.requires_grad:
        raise RuntimeError("can't retain_grad on Tensor that has requires_grad=False")
    if _node(self) is None:
        return
    hooks = _hooks(self)
    if hooks is None:
        hooks = {}
        _set_hooks(self, hooks)
    if _RETAIN_GRAD not in hooks.values():
        hooks[-1] = _RETAIN_GRAD

def _retains_grad(self):
    if _node(self) is None:
        return False
    hooks = _hooks(self)
    return bool(hooks) and _RETAIN_GRAD in hooks.values()

Tensor.retain_grad = _retain_grad
Tensor.retains_grad = property(_retains_grad)
Tensor.grad = property(_leaf_grad, _set_leaf_grad)

# grad_fn objects (Note [grad_fn objects]): one Python class per node name,
# built on first use; an instance keeps the tensor whose node it stands for,
# so next_functions reads the recorded inputs of that node.
_HAND_WRITTEN_NODES = ("CopySlices", "AccumulateGrad", "Error")
# Composite ops whose node's one input edge is an inner op's node: x.real
# is view_as_real(x).select(-1, 0), hfft conjugates before its C2R transform,
# ihfft after its R2C transform.
_INNER_NODES = {"real": "ViewAsRealBackward0", "imag": "ViewAsRealBackward0", "hfft": "ConjBackward0",
                "hfft2": "ConjBackward0", "hfftn": "ConjBackward0", "ihfft": "FftR2CBackward0",
                "ihfft2": "FftR2CBackward0", "ihfftn": "FftR2CBackward0"}
_SCALAR_AS_TENSOR = ("AddBackward0", "SubBackward0", "MulBackward0", "DivBackward0")

class _Node:
    def name(self):
        n = type(self).__name__
        return "torch::autograd::" + n if n in _HAND_WRITTEN_NODES else n

    def __repr__(self):
        return "<" + type(self).__name__ + " object at " + hex(id(self)) + ">"

    @property
    def next_functions(self):
        if hasattr(self, "_next"):
            return self._next
        info = _node(self._tensor)
        if info is None:
            return ()
        if info[0] == "linear":
            return _linear_next(type(self).__name__, info[1])
        inner = _INNER_NODES.get(info[0])
        if inner is not None:
            return (_synthetic(inner, (info[1][0],)),)
        entries = []
        for i, v in enumerate(list(info[1]) + [x for k, x in info[2].items() if k != "_out"]):
            if isinstance(v, Tensor):
                entries.append(_edge(v))
            elif isinstance(v, (list, tuple)) and any(isinstance(x, Tensor) for x in v):
                entries.extend([_edge(x) for x in v if isinstance(x, Tensor)])
            elif i == 1 and isinstance(v, (int, float)) and type(self).__name__ in _SCALAR_AS_TENSOR:
                entries.append((None, 0))
        return tuple(entries)

class AccumulateGrad(_Node):
    @property
    def next_functions(self):
        return ()

    @property
    def variable(self):
        return self._tensor

_node_types = {"AccumulateGrad": AccumulateGrad}

def _grad_fn(t, name):
    cls = _node_types.get(name)
    if cls is None:
        cls = type(name, (_Node,), {})
        _node_types[name] = cls
    fn = cls()
    fn._tensor = t
    return fn

def _synthetic(name, inputs):
    # A node of a composite op's inner op (the TBackward0 of linear's
    # weight.t()); None when no input requires grad.
    edges = tuple(_edge(v) if isinstance(v, Tensor) else v for v in inputs)
    if all(e[0] is None for e in edges):
        return (None, 0)
    fn = _grad_fn(None, name)
    fn._next = edges
    return (fn, 0)

def _linear_next(name, args):
    # linear(input, weight, bias) as ATen decomposes it: addmm(bias, input,
    # weight.t()), viewed for 3-d input, or matmul(input, weight.t()) + bias.
    input, weight, bias = args[0], args[1], args[2] if len(args) > 2 else None
    wt = _synthetic("TBackward0", (weight,))
    if name == "AddmmBackward0":
        return (_edge(bias), _edge(input), wt)
    if name == "ViewBackward0":
        return (_synthetic("AddmmBackward0", (bias, _synthetic("ViewBackward0", (input,)), wt)),)
    if name == "AddBackward0":
        return (_synthetic("MmBackward0" if input.dim() == 2 else "UnsafeViewBackward0", (input, wt)), _edge(bias))
    return (_edge(input), wt)

def _edge(v):
    if not v.requires_grad:
        return (None, 0)
    info = _node(v)
    if info is None:
        return (_grad_fn(v, "AccumulateGrad"), 0)
    return (v.grad_fn, info[4])

def _zero_grad(self):
    pass

# torch.autograd.Function (Note [Custom functions]): forward runs without
# grad; its results become the outputs of one node (_attach_custom) whose
# derivative calls the class's backward with the context.
class FunctionCtx:
    def save_for_backward(self, *tensors):
        self.to_save = tensors

    @property
    def saved_tensors(self):
        saved = getattr(self, "to_save", ())
        if saved and getattr(self, "_freed", False):
            raise RuntimeError(_FREED)
        for t, v in zip(saved, getattr(self, "_saved_versions", ())):
            if isinstance(t, Tensor) and t._version != v:
                raise RuntimeError(_modified_message(t, v, None, ""))
        holder = getattr(self, "_holder", None)
        if holder is not None and torch.is_grad_enabled():
            # Saved outputs come back as outputs of this function's node (_output_alias).
            slots = getattr(self, "_output_slots", ())
            return tuple(_output_alias(holder, t, i) if i is not None else t
                         for t, i in zip(saved, slots + (None,) * (len(saved) - len(slots))))
        return saved

    def mark_dirty(self, *tensors):
        self.dirty_tensors = tensors

    def mark_non_differentiable(self, *tensors):
        self.non_differentiable = tensors

    def set_materialize_grads(self, value):
        self.materialize_grads = value

class Function:
    def __init__(self, *args, **kwargs):
        pass

    @staticmethod
    def forward(ctx, *args, **kwargs):
        raise NotImplementedError("You must implement the forward function for custom autograd.Function.")

    @staticmethod
    def backward(ctx, *grad_outputs):
        raise NotImplementedError("You must implement either the backward or vjp method for your custom "
                                  "autograd.Function to use it with backward mode AD.")

    @classmethod
    def apply(cls, *args, **kwargs):
        ctx = FunctionCtx()
        ctx.needs_input_grad = tuple(isinstance(a, Tensor) and a.requires_grad for a in args)
        # The node keeps each input as it is now (Note [Saved versions]):
        # a mark_dirty input gets a new version on the node's output.
        inputs = tuple(_version_alias(a) if _is_grad_tensor(a) else a for a in args)
        with torch.no_grad():
            out = cls.forward(ctx, *args, **kwargs)
            for t in getattr(ctx, "dirty_tensors", ()):
                t.mul_(1)  # mark_dirty counts as a modification (its version grows)
        ctx._saved_versions = tuple(t._version if isinstance(t, Tensor) else None for t in getattr(ctx, "to_save", ()))
        if torch.is_grad_enabled() and any(ctx.needs_input_grad):
            outs = out if isinstance(out, tuple) else (out,)
            nondiff = getattr(ctx, "non_differentiable", ())
            flags = tuple(not any(o is n for n in nondiff) for o in outs)
            _attach_custom(out, cls.__name__ + "Backward", ((ctx, cls),) + inputs, flags)
            _forget_outputs(ctx, outs)
        return out

def _forget_outputs(ctx, outs):
    # The node holds ctx; an output holds the node. So ctx keeps detached
    # aliases of the outputs it saved or marked (same data and version
    # counter), not the outputs: PyTorch's SavedVariable likewise drops an
    # output's grad_fn, or output -> node -> ctx -> output would be a cycle.
    def forget(ts):
        return tuple(t.detach() if any(t is o for o in outs) else t for t in ts)
    def slot(t):
        for i, o in enumerate(outs):
            if t is o:
                return i
        return None
    if hasattr(ctx, "to_save"):
        ctx._output_slots = tuple(slot(t) for t in ctx.to_save)
    for name in ("to_save", "dirty_tensors", "non_differentiable"):
        if hasattr(ctx, name):
            setattr(ctx, name, forget(getattr(ctx, name)))

def _custom_pairs(a, k, grads):
    ctx, cls = a[0]
    outs = k["_out"] if isinstance(k["_out"], tuple) else (k["_out"],)
    if getattr(ctx, "materialize_grads", True):
        grads = [torch.zeros_like(o) if g is None and isinstance(o, Tensor) else g for g, o in zip(grads, outs)]
    # The holder (an output with this node) is lent for the call only: ctx
    # keeping it would be a cycle (ctx -> output -> node -> ctx).
    ctx._holder = k.get("_holder")
    try:
        res = cls.backward(ctx, *grads)
    finally:
        ctx._holder = None
    if not isinstance(res, tuple):
        res = (res,)
    inputs = a[1:]
    if len(res) != len(inputs):
        raise RuntimeError("function " + cls.__name__ + "Backward returned an incorrect number of gradients (expected "
                           + str(len(inputs)) + ", got " + str(len(res)) + ")")
    return [(x, gx) for x, gx in zip(inputs, res) if isinstance(x, Tensor)]

class GradcheckError(RuntimeError):
    pass

def _numerical_jacobians(outputs_of, inputs, diff_idx, out_idx, eps):
    # Central differences, one input element at a time; each perturbation
    # runs the function once per side for all outputs (_get_numerical_jacobian).
    # The perturbations write x.data, whose version counter is its own:
    # nodes that saved x still see the version they saved.
    jac = {}
    for i in diff_idx:
        x = inputs[i]
        xd = x.data.view(-1)
        cols = [torch.zeros(x.numel(), outputs_of(inputs)[j].numel(), dtype=x.dtype) for j in out_idx]
        with torch.no_grad():
            for e in range(x.numel()):
                orig = xd[e].item()
                xd[e] = orig + eps
                plus = outputs_of(inputs)
                xd[e] = orig - eps
                minus = outputs_of(inputs)
                xd[e] = orig
                for c, j in enumerate(out_idx):
                    cols[c][e] = (plus[j].reshape(-1) - minus[j].reshape(-1)) / (2 * eps)
        for c, j in enumerate(out_idx):
            jac[(i, j)] = cols[c]
    return jac

def _analytical_jacobians(o, inputs, diff_idx):
    # One vjp per output element, all inputs at once (_compute_analytical_jacobian_rows).
    diff = [inputs[i] for i in diff_idx]
    mats = [torch.zeros(x.numel(), o.numel(), dtype=x.dtype) for x in diff]
    for c in range(o.numel()):
        go = torch.zeros(o.shape, dtype=o.dtype)  # contiguous, as legacy_contiguous_format
        go.view(-1)[c] = 1
        gs = grad(o, diff, go, retain_graph=True, allow_unused=True)
        for m, g in zip(mats, gs):
            if g is not None:
                m[:, c] = g.reshape(-1)
    return mats

def gradcheck(func, inputs, *, eps=1e-6, atol=1e-5, rtol=1e-3, raise_exception=True, nondet_tol=0.0,
              check_undefined_grad=True, **kwargs):
    # torch.autograd.gradcheck's slow mode for real inputs: numerical vs
    # analytical Jacobians (the latter computed twice, for reentrancy), then
    # the zero-grad_output checks; backward runs as often as PyTorch's.
    if isinstance(inputs, Tensor):
        inputs = (inputs,)
    inputs = tuple(inputs)
    def outputs_of(args):
        out = func(*args)
        return out if isinstance(out, tuple) else (out,)
    def fail(msg):
        if not raise_exception:
            return False
        raise GradcheckError(msg)
    diff_idx = [i for i, x in enumerate(inputs) if isinstance(x, Tensor) and x.requires_grad]
    outs = outputs_of(inputs)
    out_idx = [j for j, o in enumerate(outs) if isinstance(o, Tensor) and o.requires_grad]
    numerical = _numerical_jacobians(outputs_of, inputs, diff_idx, out_idx, eps)
    for oi, j in enumerate(out_idx):
        first = _analytical_jacobians(outs[j], inputs, diff_idx)
        second = _analytical_jacobians(outs[j], inputs, diff_idx)
        for a, b in zip(first, second):
            if not (a - b).abs().le(nondet_tol).all():
                return fail("Backward is not reentrant, i.e., running backward with same input and grad_output "
                            "multiple times gives different values, although analytical gradient matches numerical "
                            "gradient.The tolerance for nondeterminism was " + str(nondet_tol) + ".")
        for ii, (i, a) in enumerate(zip(diff_idx, first)):
            n = numerical[(i, j)]
            if not torch.allclose(a, n, rtol, atol):
                return fail("Jacobian mismatch for output " + str(oi) + " with respect to input " + str(ii) +
                            ",\nnumerical:" + str(n) + "\nanalytical:" + str(a) + "\n")
    diff = [inputs[i] for i in diff_idx]
    douts = [outs[j] for j in out_idx]
    if douts and diff:
        for g in grad(douts, diff, [torch.zeros_like(o) for o in douts], allow_unused=True):
            if g is not None and not g.eq(0).all():
                return fail("backward not multiplied by grad_output")
        if check_undefined_grad:
            again = [o for o in outputs_of(inputs) if isinstance(o, Tensor) and o.requires_grad]
            for g in grad(again, diff, [torch.zeros_like(o) for o in again], allow_unused=True):
                if g is not None and not g.eq(0).all():
                    return fail("Expected all input grads to be undefined or zero when all output grads are undefined "
                                "or zero. Please look at \"Notes about undefined output gradients\" in "
                                "\"tools/autograd/derivatives.yaml\"")
    return True

_formulas["_custom_function"] = lambda a, k, g: _custom_pairs(a, k, [g])

def _d_mish(x, g):
    t = torch.nn.functional.softplus(x).tanh()
    return g * (t + x * x.sigmoid() * (1 - t * t))

_formulas["hardswish"] = _unary(lambda x, g: torch.where(x < -3, torch.zeros_like(g),
                                                         torch.where(x <= 3, g * (x / 3 + 0.5), g)))
# ATen multiplies by the float constant 1.0f / 6.0f, in every dtype.
_formulas["hardsigmoid"] = _unary(lambda x, g: torch.where((x > -3) & (x < 3), g * 0.1666666716337204,
                                                           torch.zeros_like(g)))
_formulas["mish"] = _unary(_d_mish)
_formulas["conv_transpose2d"] = _f_conv_transpose2d

# ---- the 3-D layers: the 2-D formulas over three spatial dims ---- #

def _f_conv3d(a, k, g):
    x, w, b = a[0], _arg(a, k, 1, "weight"), _arg(a, k, 2, "bias")
    stride, padding = _pair(_arg(a, k, 3, "stride", 1), 3), _arg(a, k, 4, "padding", 0)
    dilation, groups = _pair(_arg(a, k, 5, "dilation", 1), 3), _arg(a, k, 6, "groups", 1)
    if isinstance(padding, type("")):
        raise RuntimeError("the derivative of conv3d with string padding is not implemented at the Python level")
    padding = _pair(padding, 3)
    out = []
    if _is_grad_tensor(x):
        op = [x.shape[2 + i] - ((g.shape[2 + i] - 1) * stride[i] - 2 * padding[i] + dilation[i] * (w.shape[2 + i] - 1)
              + 1) for i in range(3)]
        out.append((x, torch.conv_transpose3d(g, w, None, stride, padding, op, groups, dilation)))
    if _is_grad_tensor(w):
        out.append((w, _conv_weight_grad(x, g, w, groups, stride, padding, dilation)))
    if b is not None:
        out.append((b, g.sum([0, 2, 3, 4])))
    return out

def _f_conv_transpose3d(a, k, g):
    x, w, b = a[0], _arg(a, k, 1, "weight"), _arg(a, k, 2, "bias")
    stride, padding = _pair(_arg(a, k, 3, "stride", 1), 3), _pair(_arg(a, k, 4, "padding", 0), 3)
    groups, dilation = _arg(a, k, 6, "groups", 1), _pair(_arg(a, k, 7, "dilation", 1), 3)
    out = []
    if _is_grad_tensor(x):
        out.append((x, torch.conv3d(g, w, None, stride, padding, dilation, groups)))
    if _is_grad_tensor(w):
        out.append((w, _conv_weight_grad(g, x, w, groups, stride, padding, dilation)))
    if b is not None:
        out.append((b, g.sum([0, 2, 3, 4])))
    return out

def _f_max_pool3d(a, k, g):
    x = a[0]
    args = [_arg(a, k, i, n, d) for i, n, d in ((1, "kernel_size", None), (2, "stride", []), (3, "padding", 0),
                                              (4, "dilation", 1), (5, "ceil_mode", False))]
    _, idx = torch.max_pool3d_with_indices(x, *args)
    return [(x, _scatter_pooled(x, idx, g))]

def _f_avg_pool3d(a, k, g):
    # The transposed convolution of the pooling window, one channel at a time.
    x = a[0]
    kernel = _pair(_arg(a, k, 1, "kernel_size"), 3)
    stride = _arg(a, k, 2, "stride", [])
    stride = kernel if stride is None or stride == [] else _pair(stride, 3)
    padding = _pair(_arg(a, k, 3, "padding", 0), 3)
    include_pad, divisor = _arg(a, k, 5, "count_include_pad", True), _arg(a, k, 6, "divisor_override")
    if (not include_pad and padding != [0, 0, 0]) or divisor is not None:
        raise RuntimeError("the derivative of this avg_pool3d is not implemented at the Python level")
    n, c = x.shape[0], x.shape[1]
    gg = g.reshape(n * c, 1, g.shape[2], g.shape[3], g.shape[4])
    w = torch.full([1, 1] + kernel, 1.0 / (kernel[0] * kernel[1] * kernel[2]), dtype=g.dtype)
    op = [x.shape[2 + i] - ((g.shape[2 + i] - 1) * stride[i] - 2 * padding[i] + kernel[i]) for i in range(3)]
    return [(x, torch.conv_transpose3d(gg, w, None, stride, padding, op).reshape(x.shape))]

def _f_adaptive_avg_pool3d(a, k, g):
    x = a[0]
    if list(_arg(a, k, 1, "output_size")) != [1, 1, 1]:
        raise RuntimeError("the derivative of adaptive_avg_pool3d to a size other than 1 is not implemented at the "
                           "Python level")
    return [(x, (g / (x.shape[-1] * x.shape[-2] * x.shape[-3])).expand(x.shape))]

_formulas["conv3d"] = _f_conv3d


def _f_convolution(a, k, g):
    # aten::_convolution, as a trace records conv1d/2d/3d: that conv's formula.
    if a[6]:
        raise RuntimeError("the derivative of a transposed aten::_convolution is not implemented at the Python level")
    name = {3: "conv1d", 4: "conv2d", 5: "conv3d"}[a[1].dim()]
    return _formulas[name]([a[0], a[1], a[2], a[3], a[4], a[5], a[8]], {}, g)


_formulas["_convolution"] = _f_convolution
_formulas["conv_transpose3d"] = _f_conv_transpose3d
_formulas["max_pool3d"] = _f_max_pool3d
_formulas["avg_pool3d"] = _f_avg_pool3d
_formulas["adaptive_avg_pool3d"] = _f_adaptive_avg_pool3d
_multi["adaptive_max_pool3d"] = _f_adaptive_max_pool2d
_multi["max_pool3d_with_indices"] = _f_adaptive_max_pool2d

def _f_upsample3d(name):
    # Separable like _f_upsample2d: the op on depth, row and column indicator
    # volumes gives its three interpolation matrices.
    def formula(a, k, g):
        x = a[0]
        d, h, w = x.shape[2], x.shape[3], x.shape[4]
        op = getattr(torch, name)
        rest = {n: v for n, v in k.items() if n != "_out"}
        with torch.no_grad():
            ad = op(torch.eye(d, dtype=x.dtype).view(d, 1, d, 1, 1).expand(d, 1, d, h, w).contiguous(),
                    *a[1:], **rest)[:, 0, :, 0, 0]
            ah = op(torch.eye(h, dtype=x.dtype).view(h, 1, 1, h, 1).expand(h, 1, d, h, w).contiguous(),
                    *a[1:], **rest)[:, 0, 0, :, 0]
            aw = op(torch.eye(w, dtype=x.dtype).view(w, 1, 1, 1, w).expand(w, 1, d, h, w).contiguous(),
                    *a[1:], **rest)[:, 0, 0, 0, :]
        return [(x, torch.einsum("ncijl,pi,qj,rl->ncpqr", g, ad, ah, aw))]
    return formula

for _name in ("upsample_nearest3d", "upsample_trilinear3d", "_upsample_nearest_exact3d"):
    _formulas[_name] = _f_upsample3d(_name)

def _f_upsample2d(name):
    # 2-d interpolation is separable with rows summing to one: the same op
    # on row (column) indicator planes gives its height (width) matrix, and
    # the gradient is g contracted with both.
    def formula(a, k, g):
        x = a[0]
        h, w = x.shape[2], x.shape[3]
        op = getattr(torch, name)
        rest = {n: v for n, v in k.items() if n != "_out"}
        rows = torch.eye(h, dtype=x.dtype).view(h, 1, h, 1).expand(h, 1, h, w).contiguous()
        cols = torch.eye(w, dtype=x.dtype).view(w, 1, 1, w).expand(w, 1, h, w).contiguous()
        with torch.no_grad():
            ah = op(rows, *a[1:], **rest)[:, 0, :, 0]
            aw = op(cols, *a[1:], **rest)[:, 0, 0, :]
        return [(x, torch.einsum("ncij,pi,qj->ncpq", g, ah, aw))]
    return formula

for _name in ("upsample_nearest2d", "upsample_bilinear2d", "upsample_bicubic2d", "_upsample_nearest_exact2d",
              "_upsample_bilinear2d_aa", "_upsample_bicubic2d_aa"):
    _formulas[_name] = _f_upsample2d(_name)
# An in-place activation (nn.ReLU6(inplace=True), nn.SiLU(inplace=True))
# differentiates as its out-of-place form: its recorded input is self's old
# version (Note [Python-level autograd]).
for _name in ("hardtanh", "relu6", "silu", "elu", "sigmoid", "tanh", "clamp", "dropout", "feature_dropout", "hardswish",
              "hardsigmoid", "mish"):
    _formulas.setdefault(_name + "_", _formulas[_name])
_multi["_custom_function"] = _custom_pairs
)PY";

}  // namespace

void runAutogradSource(Interp& in, PyModule& m) { runSourceModule(in, m, "torch.autograd", kAutogradPy); }

}  // namespace ts::py
