// ===--- numpy_dtypes_py.cpp - numpy's dtypes and scalar types -----------=== //
// numpy.dtype, the scalar types (float64 derives from float and int64 from
// int, so they print and compute as Python numbers do; float32 keeps its
// value rounded to float32 and prints its shortest float32 digits), and
// numpy's type promotion with value-based casting of Python scalars
// (numpy 1.24: an int64 array times 1.5 is float64, a float32 array times
// 1.5 stays float32, an int array divided by an int is float64).

namespace ts::py {

extern const char* kNumpyDtypesSource;
const char* kNumpyDtypesSource = R"PY(
import torch as _torch
import builtins as _b
import math as _math
import _numpy_native as _nat


class generic:
    @property
    def dtype(self):
        return _scalar_dtypes[type(self)]

    @property
    def shape(self):
        return ()

    @property
    def ndim(self):
        return 0

    @property
    def size(self):
        return 1

    def item(self):
        return self._py()

    def tolist(self):
        return self._py()

    def astype(self, dt):
        return dtype(dt).type(self._py())

    def reshape(self, *shape):
        return array(self).reshape(*shape)

    def __ts_tensor__(self):
        return _torch.tensor(self._py(), dtype=self.dtype._torch)

    def round(self, decimals=0):
        return type(self)(_b.round(self._py(), decimals))

    def __round__(self, ndigits=None):
        if ndigits is None:
            return _b.round(self._py())
        return type(self)(_b.round(self._py(), ndigits))


class number(generic):
    pass


class integer(number):
    pass


class signedinteger(integer):
    pass


class unsignedinteger(integer):
    pass


class inexact(number):
    pass


class floating(inexact):
    pass


class complexfloating(inexact):
    pass


def _int_scalar(name, bits, signed):
    lo = -(1 << (bits - 1)) if signed else 0
    span = 1 << bits

    def wrap(v):
        v = int(v)
        return (v - lo) % span + lo

    def new(cls, v=0):
        return int.__new__(cls, wrap(v))

    def py(self):
        return int(self)

    ns = {"__new__": new, "_py": py, "__module__": "numpy"}
    base = signedinteger if signed else unsignedinteger
    cls = type(name, (base, int), ns)
    return cls


def _zero_div(a, b, kind):
    # numpy scalar math divides by zero as IEEE does (with a RuntimeWarning):
    # inf or nan for floats, 0 for integers.
    if kind == "int":
        return 0
    if a == 0 or a != a:
        return _math.nan
    return _math.copysign(_math.inf, a) * _math.copysign(1.0, b)


def _scalar_binop(f, reflected, kind="float"):
    # Note [numpy scalar arithmetic]: a numpy scalar with a Python number or
    # another numpy scalar makes a numpy scalar (np.float64(2) * 3 is float64,
    # np.int64(7) // 2 is int64, np.int64(7) / 2 is float64); arrays and
    # tensors take the operation (NotImplemented here).
    def op(self, o):
        if not isinstance(o, (int, float)) or isinstance(o, (ndarray, _torch.Tensor)):
            return NotImplemented
        a, b = (o, self) if reflected else (self, o)
        is_int = kind != "div" and isinstance(self, int) and isinstance(o, int)
        a, b = (int(a), int(b)) if is_int else (float(a), float(b))
        try:
            r = f(a, b)
        except ZeroDivisionError:
            r = _zero_div(a, b, "int" if is_int else "float")
        except OverflowError:
            r = _math.inf
        if isinstance(r, tuple):
            return tuple(int64(v) if is_int else float64(v) for v in r)
        return int64(r) if is_int else float64(r)
    return op


def _int_pow(a, b):
    if isinstance(b, int) and b < 0:
        raise ValueError("Integers to negative integer powers are not allowed.")
    return a ** b


def _scalar_ops(cls, is_int):
    import operator as _op
    table = [("add", _op.add, "x"), ("sub", _op.sub, "x"), ("mul", _op.mul, "x"), ("truediv", _op.truediv, "div"),
             ("floordiv", _op.floordiv, "x"), ("mod", _op.mod, "x"), ("divmod", divmod, "x"),
             ("pow", _int_pow if is_int else _op.pow, "x")]
    if is_int:
        table += [("and", _op.and_, "x"), ("or", _op.or_, "x"), ("xor", _op.xor, "x"), ("lshift", _op.lshift, "x"),
                  ("rshift", _op.rshift, "x")]
    for name, f, kind in table:
        setattr(cls, "__" + name + "__", _scalar_binop(f, False, kind))
        setattr(cls, "__r" + name + "__", _scalar_binop(f, True, kind))
    wrap = int64 if is_int else float64
    cls.__neg__ = lambda self: wrap(-self._py())
    cls.__pos__ = lambda self: wrap(self._py())
    cls.__abs__ = lambda self: wrap(_b.abs(self._py()))


int64 = _int_scalar("int64", 64, True)
int32 = _int_scalar("int32", 32, True)
int16 = _int_scalar("int16", 16, True)
int8 = _int_scalar("int8", 8, True)
uint8 = _int_scalar("uint8", 8, False)


class float64(floating, float):
    __module__ = "numpy"

    def _py(self):
        return float(self)


_scalar_ops(float64, False)
for _t in (int64, int32, int16, int8, uint8):
    _scalar_ops(_t, True)


class float32(floating, float):
    # The value is stored rounded to float32; arithmetic with Python
    # numbers or float32 rounds again, as float32 math does.
    __module__ = "numpy"

    def __new__(cls, v=0.0):
        return float.__new__(cls, _nat.f32(float(v)))

    def _py(self):
        return float(self)

    def __repr__(self):
        return _scalar_float_repr(float(self), True)

    __str__ = __repr__

    def _op(self, other, f):
        # numpy scalar math: only float32 and bool keep float32; Python
        # ints and floats (int64, float64) make it float64.
        if isinstance(other, (float32, _b.bool)):
            return float32(f(float(self), float(other)))
        if isinstance(other, (int, float)):
            return float64(f(float(self), float(other)))
        if isinstance(other, ndarray):
            return NotImplemented
        return f(float(self), other)

    def __add__(self, o): return self._op(o, lambda a, b: a + b)
    def __radd__(self, o): return self._op(o, lambda a, b: b + a)
    def __sub__(self, o): return self._op(o, lambda a, b: a - b)
    def __rsub__(self, o): return self._op(o, lambda a, b: b - a)
    def __mul__(self, o): return self._op(o, lambda a, b: a * b)
    def __rmul__(self, o): return self._op(o, lambda a, b: b * a)
    def __truediv__(self, o): return self._op(o, lambda a, b: a / b)
    def __rtruediv__(self, o): return self._op(o, lambda a, b: b / a)
    def __pow__(self, o): return self._op(o, lambda a, b: a ** b)
    def __neg__(self): return float32(-float(self))
    def __abs__(self): return float32(_b.abs(float(self)))
    def __hash__(self): return hash(float(self))


float16 = float32
double = float64
single = float32
half = float16
int_ = int64
intp = int64
longlong = int64
short = int16
byte = int8
ubyte = uint8
float_ = float64


class bool_(generic):
    # numpy's bool scalar: reads and prints as a Python bool.
    def __new__(cls, v=False):
        return _b.bool(v)


class complex128(complexfloating, complex):
    def _py(self):
        return complex(self)


complex64 = complex128
cdouble = complex128


def _scalar_float_repr(x, f32):
    # numpy's scalar repr: shortest digits, positional for 1e-4 <= |x| < 1e16.
    if x != x:
        return "nan"
    if x in (float("inf"), float("-inf")):
        return "inf" if x > 0 else "-inf"
    if not f32:
        return repr(x)
    digits, exp, neg = _shortest_digits(x, True)
    sign = "-" if neg else ""
    if x == 0 or -4 <= exp < 16:
        return sign + _positional(digits, exp, None, False)
    return sign + _scientific(digits, exp, None, False, 2)


class dtype:
    _by_name = {}

    def __new__(cls, spec=None, *args):
        return _as_dtype(spec)

    def __init__(self, *args):
        pass

    def __repr__(self):
        return "dtype('" + self.name + "')"

    def __str__(self):
        return self.name

    def __eq__(self, other):
        try:
            return self is _as_dtype(other)
        except TypeError:
            return False

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash(self.name)

    @property
    def char(self):
        return _dtype_chars[self.name]

    @property
    def str(self):
        return ("|" if self.itemsize == 1 else "<") + self.kind + repr(self.itemsize)

    @property
    def byteorder(self):
        return "|" if self.itemsize == 1 else "="


def _make_dtype(name, torch_dtype, kind, itemsize, scalar):
    d = object.__new__(dtype)
    d.name = name
    d.kind = kind
    d.itemsize = itemsize
    d.type = scalar
    d._torch = torch_dtype
    dtype._by_name[name] = d
    return d


_dtype_table = [
    ("float64", _torch.float64, "f", 8, float64), ("float32", _torch.float32, "f", 4, float32),
    ("int64", _torch.int64, "i", 8, int64), ("int32", _torch.int32, "i", 4, int32),
    ("int16", _torch.int16, "i", 2, int16), ("int8", _torch.int8, "i", 1, int8),
    ("uint8", _torch.uint8, "u", 1, uint8), ("bool", _torch.bool, "b", 1, bool_),
    ("complex128", _torch.complex128, "c", 16, complex128),
]
for _row in _dtype_table:
    _make_dtype(*_row)
_dtype_chars = {"float64": "d", "float32": "f", "int64": "l", "int32": "i", "int16": "h", "int8": "b",
                "uint8": "B", "bool": "?", "complex128": "D"}
_aliases = {"float": "float64", "double": "float64", "f8": "float64", "d": "float64", "<f8": "float64",
            "float32": "float32", "f4": "float32", "f": "float32", "single": "float32", "<f4": "float32",
            "float16": "float32", "half": "float32",
            "int": "int64", "i8": "int64", "l": "int64", "int_": "int64", "long": "int64", "<i8": "int64",
            "i4": "int32", "i": "int32", "<i4": "int32", "i2": "int16", "i1": "int8", "u1": "uint8", "B": "uint8",
            "?": "bool", "bool_": "bool", "b1": "bool", "complex": "complex128", "c16": "complex128"}
_scalar_dtypes = {}
for _d in list(dtype._by_name.values()):
    if _d.type is not None and _d.type not in _scalar_dtypes:
        _scalar_dtypes[_d.type] = _d
_torch_to_dtype = {}
for _d in dtype._by_name.values():
    _torch_to_dtype[_d._torch] = _d
_torch_to_dtype[_torch.float16] = dtype._by_name["float32"]
_torch_to_dtype[_torch.bfloat16] = dtype._by_name["float32"]
_torch_to_dtype[_torch.complex64] = dtype._by_name["complex128"]


def _as_dtype(spec):
    if isinstance(spec, dtype):
        return spec
    if spec is None or spec is float:
        return dtype._by_name["float64"]
    if spec is int:
        return dtype._by_name["int64"]
    if spec is _b.bool or spec is bool_:
        return dtype._by_name["bool"]
    if spec is complex:
        return dtype._by_name["complex128"]
    if isinstance(spec, _torch.dtype):
        return _torch_to_dtype[spec]
    if isinstance(spec, type) and spec in _scalar_dtypes:
        return _scalar_dtypes[spec]
    if isinstance(spec, str):
        name = _aliases.get(spec, spec)
        if name in dtype._by_name:
            return dtype._by_name[name]
        raise TypeError("data type '" + spec + "' not understood")
    if hasattr(spec, "dtype") and isinstance(spec.dtype, dtype):
        return spec.dtype
    raise TypeError("Cannot interpret '" + repr(spec) + "' as a data type")


_F64 = dtype._by_name["float64"]
_F32 = dtype._by_name["float32"]
_I64 = dtype._by_name["int64"]
_BOOL = dtype._by_name["bool"]
_C128 = dtype._by_name["complex128"]
_KIND_RANK = {"b": 0, "u": 1, "i": 1, "f": 2, "c": 3}


def _int_bits(d):
    return d.itemsize * 8


def promote_types(a, b):
    a = _as_dtype(a)
    b = _as_dtype(b)
    if a is b:
        return a
    ka, kb = _KIND_RANK[a.kind], _KIND_RANK[b.kind]
    if ka < kb or (ka == kb and a.itemsize < b.itemsize and a.kind == b.kind):
        a, b = b, a
        ka, kb = kb, ka
    if a.kind == b.kind:
        return a
    if kb == 0:
        return a
    if a.kind == "c":
        return a
    if a.kind == "f":
        if b.kind == "f":
            return a if a.itemsize >= b.itemsize else b
        # the float that holds every value of the integer type
        need = 4 if b.itemsize <= 2 else 8
        return a if a.itemsize >= need else _F64
    # int and uint
    i, u = (a, b) if a.kind == "i" else (b, a)
    if i.itemsize > u.itemsize:
        return i
    return dtype._by_name.get("int" + repr(u.itemsize * 16), _F64)


def _min_scalar_kind(v):
    if isinstance(v, _b.bool):
        return _BOOL
    if isinstance(v, int):
        if 0 <= v < 256:
            return dtype._by_name["uint8"]
        if -128 <= v < 128:
            return dtype._by_name["int8"]
        if -32768 <= v < 32768:
            return dtype._by_name["int16"]
        if -2147483648 <= v < 2147483648:
            return dtype._by_name["int32"]
        return _I64
    if isinstance(v, complex):
        return _C128
    return _F32 if _b.abs(v) < 3.4e38 or v != v else _F64


def _scalar_dtype(v):
    # The dtype a Python or numpy scalar has on its own.
    if isinstance(v, generic):
        return v.dtype
    if isinstance(v, _b.bool):
        return _BOOL
    if isinstance(v, int):
        return _I64
    if isinstance(v, float):
        return _F64
    if isinstance(v, complex):
        return _C128
    raise TypeError("unsupported operand type: '" + type(v).__name__ + "'")


def _is_py_scalar(v):
    return isinstance(v, (int, float, complex)) and not isinstance(v, generic)


def result_type(*args):
    # numpy 1.24's value-based casting: Python scalars (and 0-d operands
    # when arrays are present) only raise the kind, not the precision.
    arrays = [a for a in args if isinstance(a, (ndarray, dtype, type)) and not (isinstance(a, ndarray) and a.ndim == 0)]
    scalars = [a for a in args if not (isinstance(a, (ndarray, dtype, type)) and not (isinstance(a, ndarray) and a.ndim == 0))]
    if not arrays:
        out = None
        for s in scalars:
            d = s.dtype if isinstance(s, (ndarray, generic)) else _scalar_dtype(s)
            out = d if out is None else promote_types(out, d)
        return out
    out = None
    for a in arrays:
        d = a.dtype if isinstance(a, ndarray) else _as_dtype(a)
        out = d if out is None else promote_types(out, d)
    # numpy's rule: when a scalar's category (bool < int < float < complex)
    # is above every array's, all operands promote by their own dtypes;
    # otherwise the scalars count by their smallest type (min_scalar_type).
    sdts = [s.dtype if isinstance(s, (ndarray, generic)) else _scalar_dtype(s) for s in scalars]
    if sdts and _b.max(_KIND_RANK[d.kind] for d in sdts) > _KIND_RANK[out.kind]:
        for d in sdts:
            out = promote_types(out, d)
        return out
    for s in scalars:
        value = s.item() if isinstance(s, (ndarray, generic)) else s
        out = promote_types(out, _min_scalar_kind(value))
    return out


def can_cast(from_, to, casting="safe"):
    return promote_types(from_, to) == _as_dtype(to)


class finfo:
    def __init__(self, dt=float64):
        d = _as_dtype(dt)
        t = _torch.finfo(d._torch)
        self.dtype = d
        self.eps = d.type(t.eps)
        self.max = d.type(t.max)
        self.min = d.type(t.min)
        self.tiny = d.type(t.tiny)
        self.bits = t.bits
        self.resolution = d.type(t.resolution)


class iinfo:
    def __init__(self, dt=int64):
        d = _as_dtype(dt)
        t = _torch.iinfo(d._torch)
        self.dtype = d
        self.max = t.max
        self.min = t.min
        self.bits = t.bits
)PY";

}  // namespace ts::py
