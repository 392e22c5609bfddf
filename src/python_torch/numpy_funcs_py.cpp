// ===--- numpy_funcs_py.cpp - numpy's elementwise and shape functions ----=== //
// The ufuncs (sqrt, exp, maximum, where, clip, ...), comparisons
// (isclose, allclose, array_equal), joining and reshaping (concatenate,
// stack, expand_dims, ...) and sorting (sort, argsort, unique), each over
// the operands' tensors with numpy's result dtype.

namespace ts::py {

extern const char* kNumpyFuncsSource;
const char* kNumpyFuncsSource = R"PY(
def _float_ufunc(op):
    return lambda x, out=None: _unary(x, op)


sqrt = _float_ufunc(_torch.sqrt)
exp = _float_ufunc(_torch.exp)
exp2 = _float_ufunc(_torch.exp2)
expm1 = _float_ufunc(_torch.expm1)
log = _float_ufunc(_torch.log)
log2 = _float_ufunc(_torch.log2)
log10 = _float_ufunc(_torch.log10)
log1p = _float_ufunc(_torch.log1p)
sin = _float_ufunc(_torch.sin)
cos = _float_ufunc(_torch.cos)
tan = _float_ufunc(_torch.tan)
arcsin = _float_ufunc(_torch.asin)
arccos = _float_ufunc(_torch.acos)
arctan = _float_ufunc(_torch.atan)
sinh = _float_ufunc(_torch.sinh)
cosh = _float_ufunc(_torch.cosh)
tanh = _float_ufunc(_torch.tanh)
reciprocal = _float_ufunc(_torch.reciprocal)


def _same_ufunc(op):
    return lambda x, out=None: _unary(x, op, False)


def _int_passthrough(op):
    def f(x, out=None):
        a = asarray(x)
        if a.dtype.kind in "biu":
            return _result(a._t.clone())
        return _result(op(a._t))
    return f


absolute = _same_ufunc(_torch.abs)
abs = absolute
fabs = _float_ufunc(_torch.abs)
negative = _same_ufunc(_torch.neg)
sign = _same_ufunc(_torch.sign)
square = lambda x, out=None: _binary(x, x, _torch.mul)
floor = _int_passthrough(_torch.floor)
ceil = _int_passthrough(_torch.ceil)
trunc = _int_passthrough(_torch.trunc)
rint = _int_passthrough(_torch.round)
isnan = lambda x: _result(_torch.isnan(asarray(x)._t))
isinf = lambda x: _result(_torch.isinf(asarray(x)._t))
isfinite = lambda x: _result(_torch.isfinite(asarray(x)._t))
logical_not = lambda x, out=None: _result(_torch.logical_not(asarray(x)._t))
signbit = lambda x: _result(_torch.signbit(asarray(x)._t))


def _binary_ufunc(op, kind="arith"):
    return lambda a, b, out=None: _binary(a, b, op, kind)


add = _binary_ufunc(_torch.add)
subtract = _binary_ufunc(_torch.sub)
multiply = _binary_ufunc(_torch.mul)
divide = _binary_ufunc(_torch.true_divide, "div")
true_divide = divide
floor_divide = _binary_ufunc(_torch.floor_divide)
mod = _binary_ufunc(_torch.remainder)
remainder = mod
power = _binary_ufunc(_torch.pow)
maximum = _binary_ufunc(_torch.maximum)
minimum = _binary_ufunc(_torch.minimum)
fmax = _binary_ufunc(_torch.fmax)
fmin = _binary_ufunc(_torch.fmin)
arctan2 = _binary_ufunc(_torch.atan2, "div")
hypot = _binary_ufunc(_torch.hypot, "div")
equal = _binary_ufunc(_torch.eq)
not_equal = _binary_ufunc(_torch.ne)
less = _binary_ufunc(_torch.lt)
less_equal = _binary_ufunc(_torch.le)
greater = _binary_ufunc(_torch.gt)
greater_equal = _binary_ufunc(_torch.ge)
logical_and = _binary_ufunc(_torch.logical_and)
logical_or = _binary_ufunc(_torch.logical_or)
logical_xor = _binary_ufunc(_torch.logical_xor)
bitwise_and = _binary_ufunc(_torch.bitwise_and)
bitwise_or = _binary_ufunc(_torch.bitwise_or)
bitwise_xor = _binary_ufunc(_torch.bitwise_xor)


def around(a, decimals=0, out=None):
    x = asarray(a)
    if x.dtype.kind in "biu":
        return _result(x._t.clone())
    if decimals == 0:
        return _result(_torch.round(x._t))
    f = 10.0 ** decimals
    return _result(_torch.round(x._t * f) / f)


round_ = around
round = around


def clip(a, a_min, a_max, out=None):
    r = a
    if a_min is not None:
        r = maximum(r, a_min)
    if a_max is not None:
        r = minimum(r, a_max)
    return r


def where(condition, x=None, y=None):
    if x is None and y is None:
        return nonzero(condition)
    c = asarray(condition)._t.to(_torch.bool)
    d = result_type(x, y)
    return _result(_torch.where(c, _operand(x, d), _operand(y, d)))


def nonzero(a):
    a = asarray(a)
    return tuple(_wrap(t) for t in _torch.nonzero(a._t, as_tuple=True))


def flatnonzero(a):
    return nonzero(ravel(a))[0]


def argwhere(a):
    return _wrap(_torch.nonzero(asarray(a)._t))


def isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    x = asarray(a)
    y = asarray(b)
    d = promote_types(result_type(x, y), _F64)
    tx, ty = _operand(x, d), _operand(y, d)
    r = _torch.abs(tx - ty) <= atol + rtol * _torch.abs(ty)
    r = r | (tx == ty)
    if equal_nan:
        r = r | (_torch.isnan(tx) & _torch.isnan(ty))
    return _result(r)


def allclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    return _b.bool(all(isclose(a, b, rtol, atol, equal_nan)))


def array_equal(a1, a2, equal_nan=False):
    try:
        x, y = asarray(a1), asarray(a2)
    except Exception:
        return False
    if x.shape != y.shape:
        return False
    return _b.bool(all(x == y))


def _common(arrays):
    arrays = [asarray(a) for a in arrays]
    d = None
    for a in arrays:
        d = a.dtype if d is None else promote_types(d, a.dtype)
    return arrays, d


def concatenate(arrays, axis=0, out=None, dtype=None):
    arrays, d = _common(arrays)
    d = _dt(dtype, d)
    if axis is None:
        return _wrap(_torch.cat([a._t.reshape(-1).to(d._torch) for a in arrays]))
    return _wrap(_torch.cat([a._t.to(d._torch) for a in arrays], int(axis)))


def stack(arrays, axis=0, out=None):
    arrays, d = _common(arrays)
    return _wrap(_torch.stack([a._t.to(d._torch) for a in arrays], int(axis)))


def atleast_1d(a):
    a = asarray(a)
    return a.reshape(1) if a.ndim == 0 else a


def atleast_2d(a):
    a = asarray(a)
    return a.reshape(1, -1) if a.ndim < 2 else a


def vstack(arrays):
    return concatenate([atleast_2d(a) for a in arrays], 0)


row_stack = vstack


def hstack(arrays):
    arrays = [atleast_1d(a) for a in arrays]
    return concatenate(arrays, 0 if arrays[0].ndim == 1 else 1)


def column_stack(arrays):
    cols = [asarray(a) for a in arrays]
    cols = [c.reshape(-1, 1) if c.ndim < 2 else c for c in cols]
    return concatenate(cols, 1)


def split(a, indices_or_sections, axis=0):
    a = asarray(a)
    n = a.shape[axis]
    if isinstance(indices_or_sections, int):
        if n % indices_or_sections:
            raise ValueError("array split does not result in an equal division")
        step = n // indices_or_sections
        bounds = list(range(0, n + 1, step))
    else:
        bounds = [0] + [int(i) for i in indices_or_sections] + [n]
    return [_wrap(a._t.narrow(axis, s, _b.max(0, _b.min(e, n) - s))) for s, e in zip(bounds[:-1], bounds[1:])]


def array_split(a, sections, axis=0):
    a = asarray(a)
    n = a.shape[axis]
    each, extra = divmod(n, sections)
    sizes = [each + 1] * extra + [each] * (sections - extra)
    out, start = [], 0
    for s in sizes:
        out.append(_wrap(a._t.narrow(axis, start, s)))
        start += s
    return out


def expand_dims(a, axis):
    a = asarray(a)
    t = a._t
    axes = axis if isinstance(axis, (tuple, list)) else (axis,)
    nd = a.ndim + len(axes)
    for ax in sorted(x % nd for x in axes):
        t = t.unsqueeze(ax)
    return _wrap(t)


def squeeze(a, axis=None):
    a = asarray(a)
    if axis is None:
        return _wrap(a._t.reshape([s for s in a.shape if s != 1]))
    t = a._t
    for ax in sorted(_axes(axis, a.ndim), reverse=True):
        if t.shape[ax] != 1:
            raise ValueError("cannot select an axis to squeeze out which has size not equal to one")
        t = t.squeeze(ax)
    return _wrap(t)


def reshape(a, newshape, order="C"):
    return asarray(a).reshape(newshape)


def ravel(a, order="C"):
    return asarray(a).ravel()


def transpose(a, axes=None):
    return asarray(a).transpose(*(axes or ()))


def swapaxes(a, x, y):
    return asarray(a).swapaxes(x, y)


def moveaxis(a, source, destination):
    return _wrap(_torch.movedim(asarray(a)._t, source, destination))


def flip(m, axis=None):
    a = asarray(m)
    return _wrap(a._t.flip(_axes(axis, a.ndim)))


def fliplr(m):
    return flip(m, 1)


def flipud(m):
    return flip(m, 0)


def tile(a, reps):
    a = asarray(a)
    reps = (reps,) if isinstance(reps, int) else tuple(reps)
    return _wrap(a._t.tile(reps))


def repeat(a, repeats, axis=None):
    a = asarray(a)
    t = a._t.reshape(-1) if axis is None else a._t
    return _wrap(_torch.repeat_interleave(t, repeats if isinstance(repeats, int) else _to_tensor(repeats), 0 if axis is None else axis))


def broadcast_to(a, shape):
    return _wrap(asarray(a)._t.expand(_shape_arg(shape)))


def broadcast_arrays(*args):
    ts = _torch.broadcast_tensors(*[asarray(a)._t for a in args])
    return [_wrap(t) for t in ts]


def meshgrid(*xi, indexing="xy"):
    ts = _torch.meshgrid(*[asarray(x)._t for x in xi], indexing=indexing)
    return [_wrap(t) for t in ts]


def sort(a, axis=-1, kind=None, order=None):
    a = asarray(a)
    t = a._t.reshape(-1) if axis is None else a._t
    return _wrap(_torch.sort(t, dim=-1 if axis is None else axis, stable=True).values)


def argsort(a, axis=-1, kind=None, order=None):
    # kind None/'quicksort' is numpy's introsort: ties come out in its order
    a = asarray(a)
    t = a._t.reshape(-1) if axis is None else a._t
    ax = -1 if axis is None else axis
    if kind in ("stable", "mergesort"):
        return _wrap(_torch.sort(t, dim=ax, stable=True).indices)
    if t.dim() == 0:
        return _wrap(_torch.zeros((), dtype=_torch.int64))
    moved = t.movedim(ax, -1)
    return _wrap(_nat.argsort(moved).movedim(-1, ax))


def _ndarray_sort(self, axis=-1, kind=None, order=None):
    self._t.copy_(sort(self, axis)._t)


ndarray.sort = _ndarray_sort
ndarray.argsort = lambda self, axis=-1, kind=None, order=None: argsort(self, axis, kind)
ndarray.clip = lambda self, min=None, max=None: clip(self, min, max)
ndarray.round = lambda self, decimals=0: around(self, decimals)
ndarray.dot = lambda self, b: dot(self, b)
ndarray.repeat = lambda self, repeats, axis=None: repeat(self, repeats, axis)


def searchsorted(a, v, side="left", sorter=None):
    a = asarray(a)
    t = a._t if sorter is None else a._t[asarray(sorter)._t]
    vv = asarray(v)
    d = promote_types(a.dtype, vv.dtype)
    return _result(_torch.searchsorted(t.to(d._torch), vv._t.to(d._torch), right=(side == "right")))


ndarray.searchsorted = lambda self, v, side="left", sorter=None: searchsorted(self, v, side, sorter)
ndarray.take = lambda self, indices, axis=None: take(self, indices, axis)


def take(a, indices, axis=None):
    a = asarray(a)
    if axis is None:
        return asarray(a.ravel()[indices])
    return _wrap(_torch.index_select(a._t, axis, asarray(indices)._t.reshape(-1)).reshape(
        a.shape[:axis] + asarray(indices).shape + a.shape[axis + 1:]))


def diff(a, n=1, axis=-1):
    a = asarray(a)
    t = a._t
    for _ in range(n):
        t = t.narrow(axis, 1, t.shape[axis] - 1) - t.narrow(axis, 0, t.shape[axis] - 1)
    return _wrap(t)


def unique(ar, return_index=False, return_inverse=False, return_counts=False, axis=None):
    a = asarray(ar)
    flat = a._t.reshape(-1)
    perm = _torch.sort(flat, stable=True).indices
    aux = flat[perm]
    mask = _torch.ones(aux.shape, dtype=_torch.bool)
    if aux.numel() > 1:
        mask[1:] = aux[1:] != aux[:-1]
    ret = [_wrap(aux[mask])]
    if return_index:
        ret.append(_wrap(perm[mask]))
    if return_inverse:
        imask = _torch.cumsum(mask.to(_torch.int64), 0) - 1
        inv = _torch.zeros(mask.shape, dtype=_torch.int64)
        inv[perm] = imask
        ret.append(_wrap(inv))
    if return_counts:
        idx = _torch.cat([_torch.nonzero(mask).reshape(-1), _torch.tensor([mask.numel()])])
        ret.append(_wrap(idx[1:] - idx[:-1]))
    return ret[0] if len(ret) == 1 else tuple(ret)


def bincount(x, weights=None, minlength=0):
    t = asarray(x)._t
    if weights is None:
        return _wrap(_torch.bincount(t, minlength=minlength))
    return _wrap(_torch.bincount(t, weights=asarray(weights)._t.to(_torch.float64), minlength=minlength))


def dot(a, b, out=None):
    x, y = asarray(a), asarray(b)
    if x.ndim == 0 or y.ndim == 0:
        return multiply(x, y)
    d = result_type(x, y)
    tx, ty = _operand(x, d), _operand(y, d)
    if x.ndim == 1 and y.ndim == 1:
        return _result(_torch.dot(tx, ty))
    if y.ndim > 2:
        return _result(_torch.tensordot(tx, ty, dims=([tx.dim() - 1], [ty.dim() - 2])))
    return _result(_torch.matmul(tx, ty))


def matmul(a, b, out=None):
    if isinstance(a, _torch.Tensor) or isinstance(b, _torch.Tensor):
        a = _from_tensor(a) if isinstance(a, _torch.Tensor) else a
        b = _from_tensor(b) if isinstance(b, _torch.Tensor) else b
        return _tensor_wrap(matmul(a, b))
    x, y = asarray(a), asarray(b)
    if x.ndim == 0 or y.ndim == 0:
        raise ValueError("matmul: Input operand 0 does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)")
    d = result_type(x, y)
    return _result(_torch.matmul(_operand(x, d), _operand(y, d)))


def inner(a, b):
    return dot(a, b)


def outer(a, b):
    x, y = ravel(a), ravel(b)
    return multiply(x.reshape(-1, 1), y.reshape(1, -1))


def trace(a):
    return sum(diagonal(a))


def diagonal(a, offset=0):
    return _wrap(_torch.diagonal(asarray(a)._t, offset))


def diag(v, k=0):
    return _wrap(_torch.diag(asarray(v)._t, k))


def ndim(a):
    return asarray(a).ndim


def shape(a):
    return asarray(a).shape


def size(a, axis=None):
    a = asarray(a)
    return a.size if axis is None else a.shape[axis]


def isscalar(x):
    return isinstance(x, (int, float, complex, str, generic))


def copy(a):
    return array(a, copy=True)


def interp(x, xp, fp):
    xs, xps, fps = asarray(x).tolist(), asarray(xp).tolist(), asarray(fp).tolist()
    scalar = not isinstance(xs, list)
    xs = [xs] if scalar else xs
    out = []
    for v in xs:
        if v <= xps[0]:
            out.append(float(fps[0]))
        elif v >= xps[-1]:
            out.append(float(fps[-1]))
        else:
            j = _b.sum(1 for p in xps if p <= v) - 1
            s = (fps[j + 1] - fps[j]) / (xps[j + 1] - xps[j])
            out.append(s * (v - xps[j]) + fps[j])
    return float64(out[0]) if scalar else array(out)


def _lerp(a, b, t):
    # numpy's _lerp: from the nearer end, so t=1 gives b exactly
    d = b - a
    return b - d * (1 - t) if t >= 0.5 else a + d * t


def quantile(a, q, axis=None, keepdims=False):
    a = asarray(a)
    t = a._t.to(_torch.float64) if a.dtype.kind in "biu" else a._t
    ax = 0 if axis is None else _axes(axis, a.ndim)[0]
    if axis is None:
        t = t.reshape(-1)
    s = _torch.sort(t, dim=ax).values
    n = s.shape[ax]
    qs = asarray(q)
    outs = []
    for qv in qs.ravel().tolist():
        if qv < 0 or qv > 1:
            raise ValueError("Quantiles must be in the range [0, 1]")
        v = qv * (n - 1)
        lo = int(_math.floor(v))
        hi = _b.min(lo + 1, n - 1)
        outs.append(_lerp(s.select(ax, lo), s.select(ax, hi), v - lo))
    if qs.ndim == 0:
        return _result(outs[0])
    return _wrap(_torch.stack(outs).reshape(qs.shape + tuple(outs[0].shape)))


def percentile(a, q, axis=None, keepdims=False):
    return quantile(a, true_divide(q, 100), axis, keepdims)


def nan_to_num(x, copy=True, nan=0.0, posinf=None, neginf=None):
    a = asarray(x)
    return _result(_torch.nan_to_num(a._t, nan, posinf, neginf))


def einsum(subscripts, *operands):
    arrays, d = _common(operands)
    return _result(_torch.einsum(subscripts, *[x._t.to(d._torch) for x in arrays]))


def pad(array, pad_width, mode="constant", constant_values=0):
    a = asarray(array)
    if mode != "constant":
        raise NotImplementedError("np.pad: only mode='constant' is supported")
    pw = pad_width
    if isinstance(pw, int):
        pw = [(pw, pw)] * a.ndim
    elif len(pw) == 2 and isinstance(pw[0], int):
        pw = [tuple(pw)] * a.ndim
    flat = []
    for before, after in reversed(list(pw)):
        flat += [int(before), int(after)]
    return _wrap(_torch.nn.functional.pad(a._t, flat, value=constant_values))


def cov(m, y=None, rowvar=True, bias=False, ddof=None):
    x = atleast_2d(asarray(m).astype(float64))
    if not rowvar and x.shape[0] != 1:
        x = x.T
    if y is not None:
        yy = atleast_2d(asarray(y).astype(float64))
        if not rowvar and yy.shape[0] != 1:
            yy = yy.T
        x = concatenate([x, yy], 0)
    n = x.shape[1]
    dd = ddof if ddof is not None else (0 if bias else 1)
    xc = x - mean(x, axis=1, keepdims=True)
    c = dot(xc, xc.T) / (n - dd)
    return c.squeeze()


def corrcoef(x, y=None, rowvar=True):
    c = asarray(cov(x, y, rowvar))
    if c.ndim == 0:
        return c / c
    d = sqrt(diagonal(c))
    return clip(c / d.reshape(-1, 1) / d.reshape(1, -1), -1, 1)


def nansum(a, axis=None):
    a = asarray(a)
    return sum(where(isnan(a), 0, a) if a.dtype.kind in "fc" else a, axis)


def nanmean(a, axis=None):
    a = asarray(a)
    ok = ~isnan(a)
    return nansum(a, axis) / sum(ok, axis)


def logspace(start, stop, num=50, endpoint=True, base=10.0):
    return power(base, linspace(start, stop, num, endpoint))


class errstate:
    def __init__(self, **kwargs):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def seterr(**kwargs):
    return {"divide": "warn", "over": "warn", "under": "ignore", "invalid": "warn"}


newaxis = None
pi = _math.pi
e = _math.e
inf = float("inf")
Inf = inf
infty = inf
nan = float("nan")
NaN = nan
euler_gamma = 0.5772156649015329
)PY";

}  // namespace ts::py
