// ===--- numpy_reduce_py.cpp - numpy's reductions ------------------------=== //
// sum, mean, var, std, min, max, argmax, cumsum, all, any ... Float sums
// follow numpy's order so printed results match to the last digit (Note
// [numpy summation order]): over the contiguous last axis (or all of a
// C-contiguous array) numpy's add.reduce uses pairwise summation
// (`_numpy_native.pairwise_sum`) in chunks of its 8192-element buffer
// size, the chunks added in turn; over any other axis it adds the slices
// one after another. mean/var/std are numpy's _methods.py formulas
// (sum / count, two passes for the variance), ints averaging in float64.

namespace ts::py {

extern const char* kNumpyReduceSource;
const char* kNumpyReduceSource = R"PY(
def _axes(axis, nd):
    if axis is None:
        return tuple(range(nd))
    if isinstance(axis, (tuple, list)):
        out = []
        for a in axis:
            a = int(a)
            if a < -nd or a >= nd:
                raise AxisError("axis " + repr(a) + " is out of bounds for array of dimension " + repr(nd))
            out.append(a % nd)
        return tuple(out)
    a = int(axis)
    if a < -nd or a >= nd:
        raise AxisError("axis " + repr(a) + " is out of bounds for array of dimension " + repr(nd))
    return (a % nd,)


class AxisError(ValueError, IndexError):
    pass


_BUFSIZE = 8192


def _chunked_pairwise(t):
    # numpy's reduction iterator hands the add loop at most 8192 elements
    # (its buffer size) at a time: pairwise inside each, chunks in turn.
    n = t.shape[-1]
    if n <= _BUFSIZE:
        return _nat.pairwise_sum(t)
    acc = _torch.zeros(t.shape[:-1], dtype=t.dtype)
    for i in range(0, n, _BUFSIZE):
        acc = acc + _nat.pairwise_sum(t[..., i:i + _BUFSIZE])
    return acc


def _float_sum_t(t, axes):
    # Note [numpy summation order]
    nd = t.dim()
    if len(axes) == nd and nd > 0:
        return _chunked_pairwise(t.contiguous().reshape(-1))
    for ax in sorted(axes, reverse=True):
        if ax == t.dim() - 1:
            t = _chunked_pairwise(t.contiguous())
        else:
            n = t.shape[ax]
            acc = _torch.zeros(t.select(ax, 0).shape, dtype=t.dtype) if n == 0 else t.select(ax, 0).clone()
            for i in range(1, n):
                acc = acc + t.select(ax, i)
            t = acc
    return t


def _keep(t, axes, nd, keepdims):
    if not keepdims:
        return t
    for ax in sorted(axes):
        t = t.unsqueeze(ax)
    return t


def _sum_t(t, axes, keepdims=False):
    nd = t.dim()
    if nd == 0:
        return t
    if t.dtype in (_torch.float64, _torch.float32):
        r = _float_sum_t(t, axes)
    elif len(axes) == 0:
        r = t
    else:
        r = _torch.sum(t, dim=axes)
    return _keep(r, axes, nd, keepdims)


def _sum_dtype(d):
    return _I64 if d.kind in "biu" else d


def sum(a, axis=None, dtype=None, out=None, keepdims=False, initial=None):
    if not isinstance(a, ndarray) and isinstance(a, _types_generator):
        return _b.sum(a)
    a = asarray(a)
    d = _dt(dtype, _sum_dtype(a.dtype))
    r = _sum_t(a._t.to(d._torch), _axes(axis, a.ndim), keepdims)
    if initial is not None:
        r = r + initial
    return _result(r)


_types_generator = type(x for x in ())


def prod(a, axis=None, dtype=None, keepdims=False):
    a = asarray(a)
    d = _dt(dtype, _sum_dtype(a.dtype))
    t = a._t.to(d._torch)
    axes = _axes(axis, a.ndim)
    for ax in sorted(axes, reverse=True):
        t = t.prod(ax)
    return _result(_keep(t, axes, a.ndim, keepdims))


def _count(a, axes):
    n = 1
    for ax in axes:
        n *= a.shape[ax]
    return n


def mean(a, axis=None, dtype=None, out=None, keepdims=False):
    a = asarray(a)
    d = _dt(dtype, _F64 if a.dtype.kind in "biu" else a.dtype)
    axes = _axes(axis, a.ndim)
    s = _sum_t(a._t.to(d._torch), axes, keepdims)
    return _result(s / _count(a, axes))


def var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False):
    a = asarray(a)
    d = _dt(dtype, _F64 if a.dtype.kind in "biu" else a.dtype)
    axes = _axes(axis, a.ndim)
    t = a._t.to(d._torch)
    n = _count(a, axes)
    m = _sum_t(t, axes, True) / n
    x = t - m
    x = x * x
    return _result(_sum_t(x, axes, keepdims) / _b.max(n - ddof, 0))


def std(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False):
    v = var(a, axis, dtype, out, ddof, keepdims)
    return _result(_torch.sqrt(asarray(v)._t))


def _minmax(a, axis, keepdims, op, name):
    a = asarray(a)
    if a.size == 0:
        raise ValueError("zero-size array to reduction operation " + name + " which has no identity")
    axes = _axes(axis, a.ndim)
    t = a._t
    if axes:
        t = op(t, dim=axes, keepdim=keepdims)
    return _result(t)


def amax(a, axis=None, out=None, keepdims=False):
    return _minmax(a, axis, keepdims, _torch.amax, "maximum")


def amin(a, axis=None, out=None, keepdims=False):
    return _minmax(a, axis, keepdims, _torch.amin, "minimum")


max = amax
min = amin


def ptp(a, axis=None, keepdims=False):
    return amax(a, axis, keepdims=keepdims) - amin(a, axis, keepdims=keepdims)


def _arg(a, axis, op, name):
    a = asarray(a)
    if a.size == 0:
        raise ValueError("attempt to get " + name + " of an empty sequence")
    if axis is None:
        return _result(op(a._t.reshape(-1)))
    return _result(op(a._t, dim=_axes(axis, a.ndim)[0]))


def argmax(a, axis=None, out=None):
    return _arg(a, axis, _torch.argmax, "argmax")


def argmin(a, axis=None, out=None):
    return _arg(a, axis, _torch.argmin, "argmin")


def cumsum(a, axis=None, dtype=None, out=None):
    a = asarray(a)
    d = _dt(dtype, _sum_dtype(a.dtype))
    t = a._t.to(d._torch)
    if axis is None:
        return _wrap(_torch.cumsum(t.reshape(-1), 0))
    return _wrap(_torch.cumsum(t, _axes(axis, a.ndim)[0]))


def cumprod(a, axis=None, dtype=None, out=None):
    a = asarray(a)
    d = _dt(dtype, _sum_dtype(a.dtype))
    t = a._t.to(d._torch)
    if axis is None:
        return _wrap(_torch.cumprod(t.reshape(-1), 0))
    return _wrap(_torch.cumprod(t, _axes(axis, a.ndim)[0]))


def _logical_reduce(a, axis, keepdims, op):
    a = asarray(a)
    t = a._t.to(_torch.bool)
    axes = _axes(axis, a.ndim)
    for ax in sorted(axes, reverse=True):
        t = op(t, ax)
    return _result(_keep(t, axes, a.ndim, keepdims))


def all(a, axis=None, out=None, keepdims=False):
    return _logical_reduce(a, axis, keepdims, _torch.all)


def any(a, axis=None, out=None, keepdims=False):
    return _logical_reduce(a, axis, keepdims, _torch.any)


def count_nonzero(a, axis=None):
    a = asarray(a)
    return sum(a._t != 0 if False else _wrap(a._t != 0), axis)


def average(a, axis=None, weights=None, returned=False):
    if weights is None:
        return mean(a, axis)
    a = asarray(a)
    w = asarray(weights)
    num = sum(multiply(a, w), axis)
    den = sum(w, axis)
    return num / den


def median(a, axis=None, keepdims=False):
    a = asarray(a)
    t = a._t.to(_torch.float64) if a.dtype.kind in "biu" else a._t
    if axis is None:
        t = t.reshape(-1)
        ax = 0
    else:
        ax = _axes(axis, a.ndim)[0]
    s = _torch.sort(t, dim=ax).values
    n = s.shape[ax]
    lo = s.select(ax, (n - 1) // 2)
    hi = s.select(ax, n // 2)
    return _result((lo + hi) / 2)


def _methods():
    def method(f):
        return lambda self, *args, **kwargs: f(self, *args, **kwargs)
    for name, f in (("sum", sum), ("prod", prod), ("mean", mean), ("var", var), ("std", std), ("max", amax),
                    ("min", amin), ("argmax", argmax), ("argmin", argmin), ("cumsum", cumsum), ("cumprod", cumprod),
                    ("all", all), ("any", any), ("ptp", ptp)):
        setattr(ndarray, name, method(f))


_methods()
)PY";

}  // namespace ts::py
