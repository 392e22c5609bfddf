// ===--- numpy_ndarray_py.cpp - numpy.ndarray over a tensor --------------=== //
// Note [ndarray over a tensor]: an ndarray holds one torch tensor (`_t`)
// of the matching dtype; views (reshape, slicing, .T) are tensor views, so
// writes through them reach the base array, and torch.from_numpy /
// Tensor.numpy share the storage both ways. Operators compute the result
// dtype with numpy's promotion (numpy_dtypes_py.cpp), cast the operands to
// it, then run the tensor op; 0-d results of operations become scalars, as
// numpy's ufuncs return them.

namespace ts::py {

extern const char* kNumpyNdarraySource;
const char* kNumpyNdarraySource = R"PY(
def _wrap(t):
    a = object.__new__(ndarray)
    if t.dtype in (_torch.float16, _torch.bfloat16):
        t = t.float()
    elif t.dtype == _torch.complex64:
        t = t.to(_torch.complex128)
    a._t = t
    return a


def _scalar(t):
    d = _torch_to_dtype[t.dtype]
    return d.type(t.item())


def _result(t):
    # ufunc results: 0-d arrays come back as scalars.
    if t.dim() == 0:
        return _scalar(t)
    return _wrap(t)


def _infer(data, depth=0):
    # The dtype numpy gives nested Python data, and the data as plain values.
    if isinstance(data, ndarray):
        return data.dtype, data._t.tolist()
    if isinstance(data, _torch.Tensor):
        return _torch_to_dtype[data.dtype], data.detach().tolist()
    if isinstance(data, generic):
        return data.dtype, data._py()
    if isinstance(data, (list, tuple)):
        out = None
        items = []
        for x in data:
            d, v = _infer(x, depth + 1)
            out = d if out is None else promote_types(out, d)
            items.append(v)
        return (out if out is not None else _F64), items
    if isinstance(data, _b.bool):
        return _BOOL, data
    if isinstance(data, int):
        return _I64, data
    if isinstance(data, float):
        return _F64, data
    if isinstance(data, complex):
        return _C128, data
    if isinstance(data, (str, bytes)):
        raise TypeError("numpy: string arrays are not supported here")
    if hasattr(data, "__len__") and hasattr(data, "__getitem__") and depth < 64:
        return _infer(list(data), depth)
    raise TypeError("numpy: cannot make an array of '" + type(data).__name__ + "'")


def _to_tensor(x, dt=None):
    # The tensor of an array-like (shared for ndarrays and tensors).
    if isinstance(x, ndarray):
        t = x._t
    elif isinstance(x, _torch.Tensor):
        t = x.detach()
        if t.dtype in (_torch.float16, _torch.bfloat16):
            t = t.float()
    else:
        d, v = _infer(x)
        if isinstance(x, (list, tuple)) and len(x) == 0:
            return _torch.zeros(0, dtype=(d if dt is None else _as_dtype(dt))._torch)
        t = _torch.tensor(v, dtype=d._torch)
    if dt is not None:
        d = _as_dtype(dt)
        if t.dtype != d._torch:
            t = t.to(d._torch)
    return t


def array(obj, dtype=None, copy=True, order=None, ndmin=0):
    t = _to_tensor(obj, dtype)
    if copy and (isinstance(obj, (ndarray, _torch.Tensor))):
        t = t.clone()
    while t.dim() < ndmin:
        t = t.unsqueeze(0)
    return _wrap(t)


def asarray(obj, dtype=None, order=None):
    if isinstance(obj, ndarray) and dtype is None:
        return obj
    return _wrap(_to_tensor(obj, dtype))


asanyarray = asarray
ascontiguousarray = asarray


def _shape_arg(shape):
    if isinstance(shape, (int, integer)):
        return (int(shape),)
    return tuple(int(s) for s in shape)


def _dt(dtype, default=None):
    return _as_dtype(dtype if dtype is not None else default)


def zeros(shape, dtype=float, order="C"):
    return _wrap(_torch.zeros(_shape_arg(shape), dtype=_dt(dtype)._torch))


def ones(shape, dtype=None, order="C"):
    return _wrap(_torch.ones(_shape_arg(shape), dtype=_dt(dtype)._torch))


def empty(shape, dtype=float, order="C"):
    return zeros(shape, dtype)


def full(shape, fill_value, dtype=None, order="C"):
    d = _dt(dtype, _scalar_dtype(fill_value) if not isinstance(fill_value, ndarray) else fill_value.dtype)
    t = _torch.zeros(_shape_arg(shape), dtype=d._torch)
    t.copy_(_to_tensor(fill_value, d))
    return _wrap(t)


def zeros_like(a, dtype=None, shape=None):
    a = asarray(a)
    return zeros(a.shape if shape is None else shape, _dt(dtype, a.dtype))


def ones_like(a, dtype=None, shape=None):
    a = asarray(a)
    return ones(a.shape if shape is None else shape, _dt(dtype, a.dtype))


def empty_like(a, dtype=None, shape=None):
    return zeros_like(a, dtype, shape)


def full_like(a, fill_value, dtype=None, shape=None):
    a = asarray(a)
    return full(a.shape if shape is None else shape, fill_value, _dt(dtype, a.dtype))


def eye(N, M=None, k=0, dtype=float):
    M = N if M is None else M
    t = _torch.zeros((N, M), dtype=_dt(dtype)._torch)
    for i in range(_b.max(0, -k), _b.min(N, M - k)):
        t[i, i + k] = 1
    return _wrap(t)


def identity(n, dtype=None):
    return eye(n, dtype=dtype)


def arange(start, stop=None, step=1, dtype=None):
    if stop is None:
        start, stop = 0, start
    vals = [start, stop, step]
    d = _I64
    for v in vals:
        d = promote_types(d, _scalar_dtype(v))
    n = _b.max(0, int(_math.ceil((stop - start) / step)))
    if d.kind in "iu":
        t = _torch.arange(start, start + n * step, step, dtype=_torch.int64)[:n]
    else:
        first, second = float(start), float(start + step)
        t = _torch.arange(n, dtype=_torch.float64) * (second - first) + first
    out = _dt(dtype, d)
    return _wrap(t.to(out._torch))


def linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0):
    div = (num - 1) if endpoint else num
    delta = float(stop) - float(start)
    y = _torch.arange(num, dtype=_torch.float64)
    step = delta / div if div > 0 else float("nan")
    if div > 0:
        y = y * step if step != 0 else y / div * delta
    else:
        y = y * delta
    y = y + float(start)
    if endpoint and num > 1:
        y[-1] = float(stop)
    out = _wrap(y.to(_dt(dtype, _F64)._torch))
    return (out, step) if retstep else out


def _axis_arg(axis, ndim):
    if axis is None:
        return None
    if isinstance(axis, (tuple, list)):
        return tuple(int(a) for a in axis)
    return int(axis)


def _operand(x, d):
    if isinstance(x, ndarray):
        t = x._t
        return t if t.dtype == d._torch else t.to(d._torch)
    if isinstance(x, _torch.Tensor):
        return x.detach().to(d._torch)
    if isinstance(x, (list, tuple)):
        return _to_tensor(x, d)
    if isinstance(x, generic):
        x = x._py()
    return _torch.tensor(x, dtype=d._torch)


def _from_tensor(x):
    # np.asarray(tensor) is tensor.__array__(), i.e. tensor.numpy().
    if x.requires_grad:
        raise RuntimeError("Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.")
    return _wrap(_to_tensor(x))


def _tensor_wrap(r):
    # Note [Tensor operands of ufuncs]: a ufunc given a torch.Tensor computes
    # on the tensor's array and hands its result to Tensor.__array_wrap__
    # (torch.from_numpy): np.sin(t), np.add(a, t) and `t + a` (which reaches
    # a.__radd__(t): Tensor.__add__ declines ndarrays) return tensors.
    if isinstance(r, ndarray):
        return r._t
    if isinstance(r, generic):
        return _torch.tensor(r._py(), dtype=r.dtype._torch)
    return r


def _binary(a, b, op, kind="arith"):
    # One numpy binary ufunc: promote, cast both sides, run the tensor op.
    if isinstance(a, _torch.Tensor) or isinstance(b, _torch.Tensor):
        a = _from_tensor(a) if isinstance(a, _torch.Tensor) else a
        b = _from_tensor(b) if isinstance(b, _torch.Tensor) else b
        return _tensor_wrap(_binary(a, b, op, kind))
    if isinstance(a, (list, tuple)):
        a = asarray(a)
    if isinstance(b, (list, tuple)):
        b = asarray(b)
    d = result_type(a, b)
    if kind == "div" and d.kind in "biu":
        d = _F64
    if kind == "arith" and d.kind == "b" and op in (_torch.sub, _torch.add):
        if op is _torch.sub:
            raise TypeError("numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.")
        return _result(_torch.logical_or(_operand(a, d), _operand(b, d)))
    return _result(op(_operand(a, d), _operand(b, d)))


def _float_operand(x):
    # Unary float ufuncs (sqrt, exp, ...) compute ints and bools in float64.
    a = asarray(x)
    t = a._t
    if a.dtype.kind in "biu":
        t = t.to(_torch.float64)
    return t


def _unary(x, op, float_only=True):
    if isinstance(x, _torch.Tensor):
        return _tensor_wrap(_unary(_from_tensor(x), op, float_only))
    if float_only:
        return _result(op(_float_operand(x)))
    return _result(op(asarray(x)._t))


def _key(k):
    # An index for the tensor: arrays and lists become index tensors.
    if isinstance(k, tuple):
        return tuple(_key(x) for x in k)
    if isinstance(k, ndarray):
        t = k._t
        return t if t.dtype in (_torch.bool, _torch.int64) else t.to(_torch.int64)
    if isinstance(k, list):
        return _to_tensor(k) if k else _torch.zeros(0, dtype=_torch.int64)
    if isinstance(k, (integer, _b.bool)) and not type(k) is _b.bool:
        return int(k)
    return k


def _has_negative_step(k):
    ks = k if isinstance(k, tuple) else (k,)
    return _b.any(isinstance(x, slice) and x.step is not None and x.step < 0 for x in ks)


def _flip_negative_steps(t, k):
    # t[::-s] as a flip then a positive-step slice (tensors take no negative steps).
    ks = list(k) if isinstance(k, tuple) else [k]
    used = _b.sum(0 if x is None or x is Ellipsis else (x.dim() if isinstance(x, _torch.Tensor) and x.dtype == _torch.bool else 1) for x in ks)
    dim = 0
    out = []
    for x in ks:
        if x is Ellipsis:
            dim += t.dim() - used
        elif x is None:
            pass
        elif isinstance(x, slice) and x.step is not None and x.step < 0:
            n = t.shape[dim]
            idx = range(*x.indices(n))
            t = t.flip(dim)
            if len(idx) == 0:
                x = slice(0, 0)
            else:
                x = slice(n - 1 - idx[0], n - 1 - idx[-1] + 1, -x.step)
            dim += 1
        elif isinstance(x, _torch.Tensor) and x.dtype == _torch.bool:
            dim += x.dim()
        else:
            dim += 1
        out.append(x)
    return t, tuple(out)


class UFuncTypeError(TypeError):
    pass


def _basic_only(k):
    # Integers and slices only: a 0-d result is then an element (a scalar);
    # with arrays, None or Ellipsis numpy keeps a 0-d array.
    ks = k if isinstance(k, tuple) else (k,)
    return not _b.any(isinstance(x, (_torch.Tensor, type(None))) or x is Ellipsis for x in ks)


def _defers(o):
    # numpy's binops return NotImplemented for an operand with a higher
    # __array_priority__ that defines the reflected op: torch.Tensor.
    return isinstance(o, _torch.Tensor)


def _concat_fallback(a, o):
    # `a + t`: both sides decline, and CPython then tries ndarray's sequence
    # concatenation, which numpy fills with this error.
    r = type(o).__radd__(o, a)
    if r is NotImplemented:
        raise TypeError("Concatenation operation is not implemented for NumPy arrays, use np.concatenate() instead. "
                        "Please do not rely on this error; it may not be given on all Python implementations.")
    return r


class _flagsobj:
    # ndarray.flags: memory-layout facts read off the backing tensor.
    _names = ("C_CONTIGUOUS", "F_CONTIGUOUS", "OWNDATA", "WRITEABLE", "ALIGNED", "WRITEBACKIFCOPY")
    _short = {"C": "C_CONTIGUOUS", "F": "F_CONTIGUOUS", "O": "OWNDATA", "W": "WRITEABLE", "A": "ALIGNED",
              "X": "WRITEBACKIFCOPY", "CONTIGUOUS": "C_CONTIGUOUS", "FORTRAN": "F_CONTIGUOUS"}

    def __init__(self, arr):
        t = arr._t
        self._values = {
            "C_CONTIGUOUS": t.is_contiguous(),
            "F_CONTIGUOUS": t.permute(*range(t.dim() - 1, -1, -1)).is_contiguous(),
            "OWNDATA": t._base is None,
            "WRITEABLE": True,
            "ALIGNED": True,
            "WRITEBACKIFCOPY": False,
        }

    def __getitem__(self, key):
        key = self._short.get(key, key)
        if key not in self._values:
            raise KeyError("Unknown flag")
        return self._values[key]

    def __getattr__(self, name):
        key = name.upper()
        if name.startswith("_") or key not in self._values:
            raise AttributeError("'numpy.flagsobj' object has no attribute '" + name + "'")
        return self._values[key]

    def __repr__(self):
        return "".join("  %s : %s\n" % (n, self._values[n]) for n in self._names)


class ndarray:
    __array_priority__ = 1000

    def __init__(self, shape, dtype=float, buffer=None):
        self._t = _torch.zeros(_shape_arg(shape), dtype=_dt(dtype)._torch)

    def __ts_tensor__(self):
        return self._t

    @property
    def shape(self):
        return tuple(self._t.shape)

    @shape.setter
    def shape(self, value):
        self._t = self._t.view(_shape_arg(value))

    @property
    def ndim(self):
        return self._t.dim()

    @property
    def size(self):
        return self._t.numel()

    @property
    def dtype(self):
        return _torch_to_dtype[self._t.dtype]

    @property
    def itemsize(self):
        return self.dtype.itemsize

    @property
    def nbytes(self):
        return self.size * self.dtype.itemsize

    @property
    def strides(self):
        return tuple(s * self.dtype.itemsize for s in self._t.stride())

    @property
    def T(self):
        return self.transpose()

    @property
    def flags(self):
        return _flagsobj(self)

    @property
    def flat(self):
        return iter(self.ravel())

    @property
    def real(self):
        return _wrap(self._t.real) if self.dtype.kind == "c" else self

    @property
    def imag(self):
        return _wrap(self._t.imag) if self.dtype.kind == "c" else zeros_like(self)

    def transpose(self, *axes):
        if len(axes) == 1 and isinstance(axes[0], (tuple, list)):
            axes = axes[0]
        if not axes:
            axes = tuple(range(self.ndim))[::-1]
        return _wrap(self._t.permute(*[int(a) for a in axes]))

    def swapaxes(self, a, b):
        return _wrap(self._t.transpose(a, b))

    def reshape(self, *shape, order="C"):
        if len(shape) == 1 and not isinstance(shape[0], (int, integer)):
            shape = shape[0]
        shape = _shape_arg(shape)
        known = 1
        for s in shape:
            known *= s if s != -1 else 1
        if (-1 not in shape and known != self.size) or (-1 in shape and (known == 0 or self.size % known)):
            raise ValueError("cannot reshape array of size " + repr(self.size) + " into shape " + repr(shape))
        return _wrap(self._t.reshape(shape))

    def resize(self, *shape):
        self._t = self._t.reshape(_shape_arg(shape[0] if len(shape) == 1 else shape))

    def view(self, dtype=None):
        return _wrap(self._t.view(self._t.shape)) if dtype is None else _wrap(self._t.view(_as_dtype(dtype)._torch))

    def astype(self, dtype, copy=True):
        d = _as_dtype(dtype)
        if d._torch == self._t.dtype:
            return _wrap(self._t.clone()) if copy else self
        return _wrap(self._t.to(d._torch))

    def tolist(self):
        return self._t.tolist()

    def item(self, *args):
        if args:
            idx = args[0] if len(args) == 1 else args
            if isinstance(idx, tuple):
                return self._t[idx].item()
            return self._t.reshape(-1)[int(idx)].item()
        if self.size != 1:
            raise ValueError("can only convert an array of size 1 to a Python scalar")
        return self._t.item()

    def copy(self, order="C"):
        return _wrap(self._t.clone())

    def flatten(self, order="C"):
        return _wrap(self._t.reshape(-1).clone())

    def ravel(self, order="C"):
        return _wrap(self._t.reshape(-1))

    def squeeze(self, axis=None):
        return squeeze(self, axis)

    def fill(self, value):
        self._t.fill_(_operand(value, self.dtype))

    def nonzero(self):
        return nonzero(self)

    def __len__(self):
        if self.ndim == 0:
            raise TypeError("len() of unsized object")
        return self._t.shape[0]

    def __iter__(self):
        if self.ndim == 0:
            raise TypeError("iteration over a 0-d array")
        for i in range(self._t.shape[0]):
            yield self[i]

    def __getitem__(self, k):
        t = self._t
        k = _key(k)
        if _has_negative_step(k):
            t, k = _flip_negative_steps(t, k)
        r = t[k]
        if r.dim() == 0 and _basic_only(k):
            return _scalar(r)
        return _wrap(r)

    def __setitem__(self, k, v):
        k = _key(k)
        if _has_negative_step(k):
            flat = arange(self.size).reshape(self.shape)[k]
            self._t.reshape(-1)[flat._t.reshape(-1)] = _operand(v, self.dtype).expand(flat.shape).reshape(-1)
            return
        self._t[k] = _operand(v, self.dtype)

    def __contains__(self, v):
        return _b.bool((self._t == _operand(v, self.dtype)).any().item())

    def __bool__(self):
        if self.size != 1:
            raise ValueError("The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()")
        return _b.bool(self._t.item())

    def __float__(self):
        return float(self.item())

    def __int__(self):
        return int(self.item())

    def __index__(self):
        if self.dtype.kind not in "iu" or self.size != 1:
            raise TypeError("only integer scalar arrays can be converted to a scalar index")
        return int(self.item())

    def __format__(self, spec):
        if self.ndim == 0:
            return format(self.item(), spec)
        return format(str(self), spec)

    __hash__ = None

    def __add__(self, o):
        if _defers(o):
            return _concat_fallback(self, o)
        return _binary(self, o, _torch.add)
    def __radd__(self, o): return _binary(o, self, _torch.add)
    def __sub__(self, o): return NotImplemented if _defers(o) else _binary(self, o, _torch.sub)
    def __rsub__(self, o): return _binary(o, self, _torch.sub)
    def __mul__(self, o): return NotImplemented if _defers(o) else _binary(self, o, _torch.mul)
    def __rmul__(self, o): return _binary(o, self, _torch.mul)
    def __truediv__(self, o): return NotImplemented if _defers(o) else _binary(self, o, _torch.true_divide, "div")
    def __rtruediv__(self, o): return _binary(o, self, _torch.true_divide, "div")
    def __floordiv__(self, o): return NotImplemented if _defers(o) else _binary(self, o, _torch.floor_divide)
    def __rfloordiv__(self, o): return _binary(o, self, _torch.floor_divide)
    def __mod__(self, o): return NotImplemented if _defers(o) else _binary(self, o, _torch.remainder)
    def __rmod__(self, o): return _binary(o, self, _torch.remainder)
    def __pow__(self, o): return NotImplemented if _defers(o) else _binary(self, o, _torch.pow)
    def __rpow__(self, o): return _binary(o, self, _torch.pow)
    def __matmul__(self, o): return NotImplemented if _defers(o) else matmul(self, o)
    def __rmatmul__(self, o): return matmul(o, self)
    def __and__(self, o): return NotImplemented if _defers(o) else _binary(self, o, _torch.bitwise_and)
    def __rand__(self, o): return _binary(o, self, _torch.bitwise_and)
    def __or__(self, o): return NotImplemented if _defers(o) else _binary(self, o, _torch.bitwise_or)
    def __ror__(self, o): return _binary(o, self, _torch.bitwise_or)
    def __xor__(self, o): return NotImplemented if _defers(o) else _binary(self, o, _torch.bitwise_xor)
    def __rxor__(self, o): return _binary(o, self, _torch.bitwise_xor)
    def __lshift__(self, o): return NotImplemented if _defers(o) else _binary(self, o, _torch.bitwise_left_shift)
    def __rshift__(self, o): return NotImplemented if _defers(o) else _binary(self, o, _torch.bitwise_right_shift)
    def __eq__(self, o):
        if _defers(o):
            return NotImplemented
        if isinstance(o, str):
            return False  # numpy 1.24: the elementwise comparison fails
        if o is None:
            return _wrap(_torch.zeros(self._t.shape, dtype=_torch.bool))
        return _binary(self, o, _torch.eq, "cmp")

    def __ne__(self, o):
        if _defers(o):
            return NotImplemented
        if isinstance(o, str):
            return True
        if o is None:
            return _wrap(_torch.ones(self._t.shape, dtype=_torch.bool))
        return _binary(self, o, _torch.ne, "cmp")

    def __lt__(self, o): return NotImplemented if _defers(o) else _binary(self, o, _torch.lt, "cmp")
    def __le__(self, o): return NotImplemented if _defers(o) else _binary(self, o, _torch.le, "cmp")
    def __gt__(self, o): return NotImplemented if _defers(o) else _binary(self, o, _torch.gt, "cmp")
    def __ge__(self, o): return NotImplemented if _defers(o) else _binary(self, o, _torch.ge, "cmp")

    def __neg__(self):
        if self.dtype.kind == "b":
            raise TypeError("The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or the logical_not function instead.")
        return _result(-self._t)

    def __pos__(self): return _result(self._t.clone())
    def __abs__(self): return _result(self._t.abs())
    def __invert__(self): return _result(_torch.bitwise_not(self._t))

    def _inplace(self, o, op, kind="arith"):
        if _defers(o):
            return NotImplemented
        r = _binary(self, o, op, kind)
        rd = r.dtype if isinstance(r, (ndarray, generic)) else _scalar_dtype(r)
        if _KIND_RANK[rd.kind] > _KIND_RANK[self.dtype.kind]:
            raise UFuncTypeError("Cannot cast ufunc '" + _ufunc_names.get(op, "add") + "' output from dtype('" + rd.name
                            + "') to dtype('" + self.dtype.name + "') with casting rule 'same_kind'")
        self._t.copy_(_operand(r, self.dtype))
        return self

    def __iadd__(self, o):
        if _defers(o):
            return _concat_fallback(self, o)
        return self._inplace(o, _torch.add)
    def __isub__(self, o): return self._inplace(o, _torch.sub)
    def __imul__(self, o): return self._inplace(o, _torch.mul)
    def __itruediv__(self, o): return self._inplace(o, _torch.true_divide, "div")
    def __ifloordiv__(self, o): return self._inplace(o, _torch.floor_divide)
    def __imod__(self, o): return self._inplace(o, _torch.remainder)
    def __ipow__(self, o): return self._inplace(o, _torch.pow)
    def __iand__(self, o): return self._inplace(o, _torch.bitwise_and)
    def __ior__(self, o): return self._inplace(o, _torch.bitwise_or)


_ufunc_names = {_torch.add: "add", _torch.sub: "subtract", _torch.mul: "multiply", _torch.true_divide: "divide",
                _torch.floor_divide: "floor_divide", _torch.remainder: "remainder", _torch.pow: "power"}
)PY";

}  // namespace ts::py
