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
    return [(a[0], g.to(a[0].dtype))]

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

def _f_getitem(a, k, g):
    x = a[0]
    gx = torch.zeros_like(x)
    gx[a[1]] = g
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

def _f_softmax(a, k, g):
    x, dim = a[0], _arg(a, k, 1, "dim")
    y = x.softmax(dim)
    return [(x, y * (g - (g * y).sum(dim, keepdim=True)))]

def _f_log_softmax(a, k, g):
    x, dim = a[0], _arg(a, k, 1, "dim")
    return [(x, g - x.softmax(dim) * g.sum(dim, keepdim=True))]

def _f_mse_loss(a, k, g):
    x, y = a[0], _arg(a, k, 1, "target")
    red = _arg(a, k, 4, "reduction", "mean")
    d = 2.0 * (x - y) * g
    if red == "mean":
        d = d / x.numel()
    return [(x, d), (y, -d)]

def _f_nll_loss(a, k, g):
    x, t = a[0], _arg(a, k, 1, "target")
    red = _arg(a, k, 4, "reduction", "mean")
    gx = torch.zeros_like(x)
    n = x.shape[0]
    scale = g / n if red == "mean" else g
    gx[torch.arange(n), t] = -1.0
    return [(x, gx * (scale.unsqueeze(-1) if red == "none" else scale))]

def _f_cross_entropy(a, k, g):
    x, t = a[0], _arg(a, k, 1, "target")
    red = _arg(a, k, 4, "reduction", "mean")
    p = x.softmax(1)
    n = x.shape[0]
    p[torch.arange(n), t] -= 1.0
    if red == "mean":
        return [(x, p * (g / n))]
    if red == "none":
        return [(x, p * g.unsqueeze(1))]
    return [(x, p * g)]

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

def _f_max_all(a, k, g):
    x = a[0]
    m = (x == x.max()) if len(a) == 1 else None
    return [(x, g * m / m.sum())]

def _f_min_all(a, k, g):
    x = a[0]
    m = x == x.min()
    return [(x, g * m / m.sum())]

def _f_leaky_relu(a, k, g):
    x = a[0]
    slope = _arg(a, k, 1, "negative_slope", 0.01)
    return [(x, torch.where(x > 0, g, g * slope))]

def _f_gelu(a, k, g):
    x = a[0]
    cdf = 0.5 * (1.0 + torch.erf(x / 1.4142135623730951))
    pdf = torch.exp(-0.5 * x * x) / 2.5066282746310002
    return [(x, g * (cdf + x * pdf))]

def _f_silu(a, k, g):
    x = a[0]
    s = x.sigmoid()
    return [(x, g * s * (1 + x * (1 - s)))]

def _inplace(f, saves_self):
    def formula(a, k, g):
        other = _arg(a, k, 1, "other")
        if saves_self and _is_grad_tensor(other):
            raise RuntimeError("the derivative of an in-place multiplication or division by a tensor that "
                               "requires grad is not implemented at the Python level")
        return f(a, k, g)
    return formula

_formulas = {
    "add_": _inplace(_f_add, False), "sub_": _inplace(_f_sub, False), "mul_": _inplace(_f_mul, True),
    "div_": _inplace(_f_div, True), "relu_": _unary(lambda x, g: g * (x > 0)),
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
    "abs": _unary(lambda x, g: g * x.sign()),
    "sin": _unary(lambda x, g: g * x.cos()),
    "cos": _unary(lambda x, g: -g * x.sin()),
    "relu": _unary(lambda x, g: g * (x > 0)),
    "sigmoid": _unary(lambda x, g: g * x.sigmoid() * (1 - x.sigmoid())),
    "tanh": _unary(lambda x, g: g * (1 - x.tanh() * x.tanh())),
    "leaky_relu": _f_leaky_relu, "gelu": _f_gelu, "silu": _f_silu,
    "view": _reshape_back, "reshape": _reshape_back, "flatten": _reshape_back, "squeeze": _reshape_back,
    "unsqueeze": _reshape_back, "view_as": _reshape_back, "reshape_as": _reshape_back, "contiguous": _reshape_back,
    "clone": _reshape_back, "to": _f_to, "float": _f_to, "double": _f_to, "type_as": _f_to,
    "t": lambda a, k, g: [(a[0], g.t())], "transpose": _f_transpose, "permute": _f_permute,
    "expand": _f_expand, "expand_as": _f_expand, "getitem": _f_getitem, "select": _f_select,
    "cat": _f_cat, "concat": _f_cat, "stack": _f_stack, "softmax": _f_softmax, "log_softmax": _f_log_softmax,
    "mse_loss": _f_mse_loss, "nll_loss": _f_nll_loss, "cross_entropy": _f_cross_entropy,
    "clamp": _f_clamp, "clip": _f_clamp, "where": _f_where,
}

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

def _run(roots, grads, want_leaves):
    # Reverse topological order of the nodes reachable from the roots.
    infos = {}
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
        stack.append((t, True))
        for x in _inputs_of(info):
            if _is_grad_tensor(x) and _node(x) is not None and _node(x)[3] not in visited:
                stack.append((x, False))
    acc = dict(grads)
    leaves = {}
    for nid in reversed(order):
        info = infos[nid]
        name = info[0]
        g = acc.get((nid, 0))
        outs = [acc.get((nid, i)) for i in range(8)]
        if all(o is None for o in outs):
            continue
        formula = _formulas.get(name)
        if formula is None:
            raise RuntimeError("the derivative of '" + name + "' is not implemented at the Python level")
        if name in ("unbind", "split", "chunk", "split_with_sizes", "max", "min", "sort", "topk") and len(info[1]) + len(info[2]) > 1 or g is None:
            raise RuntimeError("the derivative of '" + name + "' with several results is not implemented at the Python level")
        for x, gx in formula(info[1], info[2], g):
            if not _is_grad_tensor(x) or gx is None:
                continue
            if not isinstance(gx, Tensor):
                gx = torch.full(x.shape, gx)
            gx = _sum_to(gx, x.shape)
            k = _key(x)
            if k[0] == "leaf":
                leaves[k[1]] = (x, gx if k[1] not in leaves else leaves[k[1]][1] + gx)
            else:
                acc[k] = gx if acc.get(k) is None else acc[k] + gx
    return acc, leaves

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
    with torch.no_grad():
        roots, grads = _make_grads(list(tensors), grad_tensors)
        acc, leaves = _run(roots, grads, True)
        for k, g in grads.items():
            if k[0] == "leaf":
                leaves[k[1]] = (roots[0], g)
        for x, g in leaves.values():
            old = _leaf_grad(x)
            _set_leaf_grad(x, g.clone() if old is None else old + g)

def grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, only_inputs=True,
         allow_unused=False, is_grads_batched=False):
    if isinstance(outputs, Tensor):
        outputs = [outputs]
    single = isinstance(inputs, Tensor)
    if single:
        inputs = [inputs]
    if isinstance(grad_outputs, Tensor):
        grad_outputs = [grad_outputs]
    with torch.no_grad():
        roots, grads = _make_grads(list(outputs), grad_outputs)
        acc, leaves = _run(roots, grads, False)
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
    backward(self, gradient, retain_graph, create_graph)

Tensor.backward = _tensor_backward
Tensor.grad = property(_leaf_grad, _set_leaf_grad)

def _zero_grad(self):
    pass

class Function:
    pass
)PY";

}  // namespace

void runAutogradSource(Interp& in, PyModule& m) { runSourceModule(in, m, "torch.autograd", kAutogradPy); }

}  // namespace ts::py
