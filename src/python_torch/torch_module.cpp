// ===--- torch_module.cpp - the `torch` module and its small submodules ---=== //
// torch.X for every registry operator (dispatch.h), the object types
// (torch_objects.cpp), grad mode and RNG entry points, and Python-source
// helpers (no_grad & co. as context managers and decorators).
#include "python_torch/torch_module.h"

#include <set>

#include "ops/registry.h"
#include "python/builtins.h"
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"
#include "python_torch/native_slots.h"
#include "runtime/interop_pool.h"
#include "stdlib/stdlib.h"
#include "tensor/grad_mode.h"
#include "tensor/quantized_engine.h"

namespace ts::py {

namespace {

/// The parts of torch written in Python (run in the torch module's namespace).
/// (`bool`, `int`, `float` are dtypes in this namespace; torch.range is bound
/// after this code runs, so `_range` is the builtin.)
const char* kTorchPy = R"PY(
_range = range
# torch/__init__.py: `from math import e, nan, inf, pi`.
from math import e, nan, inf, pi
class _GradMode:
    _enabled = False
    def __init__(self):
        self.prev = False
    def __enter__(self):
        self.prev = is_grad_enabled()
        _set_grad_enabled(self._enabled)
    def __exit__(self, exc_type, exc_value, traceback):
        _set_grad_enabled(self.prev)
        return False
    def __call__(self, func):
        mode = self.__class__
        def decorate_context(*args, **kwargs):
            with mode():
                return func(*args, **kwargs)
        decorate_context.__name__ = getattr(func, "__name__", "decorate_context")
        decorate_context.__doc__ = getattr(func, "__doc__", None)
        decorate_context.__wrapped__ = func
        return decorate_context

class no_grad(_GradMode):
    _enabled = False

class enable_grad(_GradMode):
    _enabled = True

class inference_mode(_GradMode):
    def __init__(self, mode=True):
        self.prev = False
        self.mode = True if mode else False  # (`bool` is torch.bool here)
        self._enabled = not mode
    def __enter__(self):
        self.prev_inference = _set_inference_mode(self.mode)
        _GradMode.__enter__(self)
    def __exit__(self, exc_type, exc_value, traceback):
        _set_inference_mode(self.prev_inference)
        return _GradMode.__exit__(self, exc_type, exc_value, traceback)
    def __call__(self, func):
        mode = self.mode
        def decorate_context(*args, **kwargs):
            with inference_mode(mode):
                return func(*args, **kwargs)
        decorate_context.__name__ = getattr(func, "__name__", "decorate_context")
        decorate_context.__doc__ = getattr(func, "__doc__", None)
        decorate_context.__wrapped__ = func
        return decorate_context

class set_grad_enabled(_GradMode):
    def __init__(self, mode):
        self.prev = is_grad_enabled()
        self._enabled = True if mode else False
        _set_grad_enabled(self._enabled)
    def __enter__(self):
        pass
    def __call__(self, func):
        _set_grad_enabled(self.prev)
        return _GradMode.__call__(self, func)

# ATen's _dropout and _feature_dropout: input * noise, noise =
# bernoulli(1 - p) / (1 - p) (one draw per (N, C) for feature dropout), so
# autograd records a MulBackward0 holding the very noise. A gradient
# formula could only guess the mask from the output, and an output that is
# 0 where the input was 0 (a zero-initialized bias) would stop it.
def _dropout_impl(input, p, train, inplace, feature):
    import torch
    if torch.jit.is_tracing():  # the tracer records the aten op itself
        name = ("feature_dropout" if feature else "dropout") + ("_" if inplace else "")
        return getattr(torch.ops.aten, name)(input, p, train)  # pt: caller
    if p < 0 or p > 1:
        raise RuntimeError("dropout probability has to be between 0 and 1, but got " + str(p))
    if p == 0 or not train or input.numel() == 0:
        return input
    if p == 1:
        zero = zeros((), dtype=input.dtype)
        return input.mul_(zero) if inplace else input * zero
    if feature:
        if input.dim() < 2:
            raise RuntimeError("Feature dropout requires at least 2 dimensions in the input")
        noise = input.new_empty([input.shape[0], input.shape[1]] + [1] * (input.dim() - 2))
    else:
        noise = empty_like(input)
    noise.bernoulli_(1 - p)
    noise.div_(1 - p)
    return input.mul_(noise) if inplace else input * noise

def dropout(input, p, train):
    return _dropout_impl(input, p, train, False, False)  # pt: caller

def dropout_(input, p, train):
    return _dropout_impl(input, p, train, True, False)  # pt: caller

def feature_dropout(input, p, train):
    return _dropout_impl(input, p, train, False, True)  # pt: caller

def feature_dropout_(input, p, train):
    return _dropout_impl(input, p, train, True, True)  # pt: caller

_norm = norm

def norm(input, p="fro", dim=None, keepdim=False, dtype=None):
    # torch.functional.norm: "fro" is the 2-norm of the flattened dims; a
    # dim without p takes it.
    if p == "fro" or p is None:
        p = 2
    if dim is None and not keepdim:
        return _norm(input, p)
    if dim is None:
        dim = list(_range(input.dim()))
    elif not isinstance(dim, (list, tuple)):
        dim = [dim]  # (`int` is torch.int in this module)
    return _norm(input, p, list(dim), keepdim)

Tensor.norm = lambda self, p="fro", dim=None, keepdim=False, dtype=None: norm(self, p, dim, keepdim, dtype)

# Tensor.stft is torch.stft (center=True by default), not aten::stft.
Tensor.stft = lambda self, *args, **kwargs: stft(self, *args, **kwargs)

_einsum = einsum

def _einsum_subscript(n):
    if n is Ellipsis:
        return "..."
    if n >= 0 and n < 26:
        return chr(ord("A") + n)
    if n >= 26 and n < 52:
        return chr(ord("a") + n - 26)
    raise ValueError("einsum(): subscript in subscript list is not within the valid range [0, 52)")

def einsum(*args):
    # torch.functional.einsum: the sublist form einsum(a, [0, 1], b, [1, 2], [0, 2])
    # becomes an equation with A-Z for 0-25 and a-z for 26-51.
    if len(args) < 2:
        raise ValueError("einsum(): must specify the equation string and at least one operand, "
                         "or at least one operand and its subscripts list")
    if not isinstance(args[0], Tensor):
        if len(args) == 2 and isinstance(args[1], (list, tuple)):
            return _einsum(args[0], *args[1])
        return _einsum(*args)
    equation = ",".join("".join(_einsum_subscript(s) for s in l) for l in args[1::2])
    operands = args[::2]
    if len(args) % 2 == 1:
        equation += "->" + "".join(_einsum_subscript(s) for s in args[-1])
        operands = args[:-1:2]
    return _einsum(equation, *operands)

_nonzero = nonzero

def nonzero(input, *, out=None, as_tuple=False):
    if as_tuple:
        if input.dim() == 0:
            return (_nonzero(input.unsqueeze(0)).flatten(),)
        return tuple(_nonzero(input).unbind(1))
    return _nonzero(input)

Tensor.nonzero = lambda self, *, as_tuple=False: nonzero(self, as_tuple=as_tuple)

def _unique_result(out, inv, counts, return_inverse, return_counts):
    if return_inverse and return_counts:
        return out, inv, counts
    if return_inverse:
        return out, inv
    if return_counts:
        return out, counts
    return out

_unique_dim = unique_dim

def unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None):
    if dim is None:
        out, inv, counts = _unique2(input, sorted, return_inverse, return_counts)
    else:
        out, inv, counts = _unique_dim(input, dim, sorted, return_inverse, return_counts)
    return _unique_result(out, inv, counts, return_inverse, return_counts)

def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None):
    out, inv, counts = _unique_consecutive(input, return_inverse, return_counts, dim)
    return _unique_result(out, inv, counts, return_inverse, return_counts)

Tensor.unique = lambda self, sorted=True, return_inverse=False, return_counts=False, dim=None: unique(
    self, sorted, return_inverse, return_counts, dim)
Tensor.unique_consecutive = lambda self, return_inverse=False, return_counts=False, dim=None: unique_consecutive(
    self, return_inverse, return_counts, dim)

_norm_op = norm

def norm(input, p="fro", dim=None, keepdim=False, out=None, dtype=None):
    # torch.functional.norm: the operator it picks (frobenius_norm,
    # nuclear_norm or norm over explicit dims) is what a trace records.
    ndim = input.dim()
    if dim is None and out is None and dtype is None and p is not None:
        if isinstance(p, str):
            if p == "fro":
                return frobenius_norm(input, dim=(), keepdim=keepdim)
        if not isinstance(p, str):
            return _norm_op(input, p, dim=[i for i in _range(ndim)], keepdim=keepdim)
    if dim is not None:
        _dim = [dim] if isinstance(dim, type(0)) else dim
    else:
        _dim = None
    if isinstance(p, str):
        if p == "fro":
            if dtype is not None:
                raise ValueError("dtype argument is not supported in frobenius norm")
            if _dim is None:
                _dim = list(_range(ndim))
            if out is None:
                return frobenius_norm(input, _dim, keepdim=keepdim)
            return frobenius_norm(input, _dim, keepdim=keepdim, out=out)
        if p == "nuc":
            if dtype is not None:
                raise ValueError("dtype argument is not supported in nuclear norm")
            args = (input,) if _dim is None else (input, _dim)
            if out is None:
                return nuclear_norm(*args, keepdim=keepdim)
            return nuclear_norm(*args, keepdim=keepdim, out=out)
        raise RuntimeError(f"only valid string values are 'fro' and 'nuc', found {p}")
    if _dim is None:
        _dim = list(_range(ndim))
    kwargs = {"keepdim": keepdim}
    if dtype is not None:
        kwargs["dtype"] = dtype
    if out is not None:
        kwargs["out"] = out
    return _norm_op(input, p, _dim, **kwargs)

Tensor.norm = lambda self, p="fro", dim=None, keepdim=False, dtype=None: norm(self, p, dim, keepdim, dtype=dtype)

def broadcast_shapes(*shapes):
    result = []
    for shape in shapes:
        if isinstance(shape, (tuple, list, Size)):
            dims = list(shape)
        else:
            dims = [shape]
        if len(dims) > len(result):
            result = [1] * (len(dims) - len(result)) + result
        for i in _range(1, len(dims) + 1):
            a, b = result[-i], dims[-i]
            if a == 1 or a == b:
                result[-i] = b
            elif b != 1:
                raise RuntimeError("Shape mismatch: objects cannot be broadcast to a single shape")
    return Size(result)

_broadcast_tensors_op = broadcast_tensors

def broadcast_tensors(*tensors):
    # ATen's expand leaves a tensor of the full shape as it is: the same object.
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tuple(tensors[0])
    out = _broadcast_tensors_op(*tensors)  # pt: torch/functional.py:74
    result = tuple(t if t.is_same_size(o) else o for t, o in zip(tensors, out))
    import torch
    if torch.jit.is_tracing():
        for t, o in zip(result, out):
            torch.jit._trace._take_value_trace(t, o)
    return result


def is_tensor(obj):
    return isinstance(obj, Tensor)

class TypedStorage:
    # x.storage(): the elements of the memory x views (all of it, whatever
    # x's offset and strides), compared by data_ptr between views.
    def __init__(self, flat):
        self._flat = flat

    @property
    def dtype(self):
        return self._flat.dtype

    @property
    def device(self):
        return self._flat.device

    def size(self):
        return self._flat.numel()

    def __len__(self):
        return self._flat.numel()

    def element_size(self):
        return self._flat.element_size()

    def nbytes(self):
        return self._flat.numel() * self._flat.element_size()

    def data_ptr(self):
        return 0 if self._flat.is_meta else self._flat.data_ptr()

    def tolist(self):
        return self._flat.tolist()

    def __getitem__(self, i):
        return self._flat[i].item()

    def __setitem__(self, i, v):
        self._flat[i] = v

    def __iter__(self):
        return iter(self._flat.tolist())

    def fill_(self, v):
        self._flat.fill_(v)
        return self

    def __str__(self):
        head = "[torch.storage.TypedStorage(dtype=" + str(self.dtype) + ", device=" + str(self.device) + \
            ") of size " + str(self.size()) + "]"
        if self._flat.is_meta:
            return "...\n" + head
        return "\n".join(" " + str(v) for v in self._flat.tolist()) + "\n" + head

    __repr__ = __str__

Tensor.storage = lambda self: TypedStorage(self._storage_flat())

def is_storage(obj):
    return isinstance(obj, TypedStorage)

def _assert(condition, message):
    # A __torch_function__ override (an fx Proxy) sees the call, as in PyTorch.
    if type(condition) is not Tensor:
        from torch.overrides import has_torch_function, handle_torch_function
        if has_torch_function((condition,)):
            return handle_torch_function(_assert, (condition,), condition, message)
    assert condition, message

_tensor_type_names = {float32: "FloatTensor", float64: "DoubleTensor", int64: "LongTensor", int32: "IntTensor",
                      bool: "BoolTensor", uint8: "ByteTensor", int8: "CharTensor", int16: "ShortTensor",
                      float16: "HalfTensor", bfloat16: "BFloat16Tensor"}

def typename(o):
    if isinstance(o, Tensor):
        return "torch." + _tensor_type_names.get(o.dtype, "Tensor")
    module = ''
    if hasattr(o, '__module__') and o.__module__ not in ('builtins', '__builtin__', None):
        module = o.__module__ + '.'
    if hasattr(o, '__qualname__'):
        class_name = o.__qualname__
    elif hasattr(o, '__name__'):
        class_name = o.__name__
    else:
        class_name = o.__class__.__name__
    return module + class_name

def _tensor_type(self, dtype=None, non_blocking=False, **kwargs):
    if dtype is None:
        return typename(self)
    if isinstance(dtype, str):
        for d, n in _tensor_type_names.items():
            if dtype == "torch." + n:
                return self.to(d)
        raise ValueError("invalid type: '" + dtype + "'")
    if isinstance(dtype, _tensortype):
        dtype = dtype.dtype
    return self if dtype is self.dtype else self.to(dtype)

Tensor.type = _tensor_type

# Flags of backends and layouts this build has none of, and named
# dimensions, which it does not support: every dimension is unnamed.
for _flag in ("is_mps", "is_xpu", "is_ipu", "is_mkldnn", "is_vulkan", "is_ort", "is_nested", "is_sparse_csr"):
    setattr(Tensor, _flag, property(lambda self: False))
Tensor.names = property(lambda self: (None,) * self.dim())
Tensor.has_names = lambda self: False
Tensor.to_sparse_coo = lambda self: self.to_sparse()

def set_default_tensor_type(t):
    # A legacy type or its name ('torch.DoubleTensor'), as PyTorch's
    # _import_dotted_name resolves it.
    if isinstance(t, str):
        import torch
        obj = torch
        for part in t.split(".")[1:]:
            obj = getattr(obj, part)
        t = obj
    if not isinstance(t, _tensortype):
        raise TypeError("invalid type object: only floating-point types are supported as the default type")
    set_default_dtype(t.dtype)

_lu_warned = [False]

def lu(A, pivot=True, get_infos=False, out=None):
    if not _lu_warned[0]:
        _lu_warned[0] = True
        import warnings
        warnings.warn("torch.lu is deprecated in favor of torch.linalg.lu_factor / torch.linalg.lu_factor_ex and will "
                      "be removed in a future PyTorch release.\nLU, pivots = torch.lu(A, compute_pivots)\nshould be "
                      "replaced with\nLU, pivots = torch.linalg.lu_factor(A, compute_pivots)\nand\nLU, pivots, info = "
                      "torch.lu(A, compute_pivots, get_infos=True)\nshould be replaced with\nLU, pivots, info = "
                      "torch.linalg.lu_factor_ex(A, compute_pivots)")
    LU, pivots, infos = linalg.lu_factor_ex(A, pivot=pivot)
    return (LU, pivots, infos) if get_infos else (LU, pivots)

Tensor.lu = lambda self, pivot=True, get_infos=False: lu(self, pivot, get_infos)

def _new_tensor(self, data, dtype=None, device=None, requires_grad=False):
    if isinstance(data, Tensor):
        import warnings
        warnings.warn("To copy construct from a tensor, it is recommended to use sourceTensor.clone().detach() or "
                      "sourceTensor.clone().detach().requires_grad_(True), rather than tensor.new_tensor(sourceTensor).",
                      UserWarning, stacklevel=2)
        r = data.detach().clone().to(self.dtype if dtype is None else dtype)
        return r.requires_grad_() if requires_grad else r
    return tensor(data, dtype=self.dtype if dtype is None else dtype, requires_grad=requires_grad)

Tensor.new_tensor = _new_tensor

# Tensor methods that are Python code in PyTorch (torch/_tensor.py) or thin
# aliases of other operators.
Tensor.ndimension = lambda self: self.dim()
Tensor.is_cpu = property(lambda self: True)
Tensor.cfloat = lambda self, memory_format=preserve_format: self.to(complex64, memory_format=memory_format)
Tensor.cdouble = lambda self, memory_format=preserve_format: self.to(complex128, memory_format=memory_format)
Tensor.polygamma = lambda self, n: polygamma(n, self)
Tensor.is_pinned = lambda self, device=None: False
Tensor.output_nr = property(lambda self: 0)


def _tensor_mH(self):
    if self.dim() < 2:
        raise RuntimeError("tensor.mH is only supported on matrices or batches of matrices. Got "
                           + str(self.dim()) + "-D tensor.")
    return self.adjoint()


def _tensor_H(self):
    if self.dim() != 2 and self.dim() != 0:
        raise RuntimeError("tensor.H is only supported on matrices (2-D tensors). Got " + str(self.dim())
                           + "-D tensor. For batches of matrices, consider using tensor.mH")
    return self.adjoint() if self.dim() == 2 else self


Tensor.mH = property(_tensor_mH)
Tensor.H = property(_tensor_H)


def _apply_(self, callable):
    values = [callable(v) for v in self.flatten().tolist()]
    self.copy_(tensor(values, dtype=self.dtype).view(self.shape))
    return self


def _map_(self, other, callable):
    b = other.expand_as(self).flatten().tolist()
    values = [callable(a, c) for a, c in zip(self.flatten().tolist(), b)]
    self.copy_(tensor(values, dtype=self.dtype).view(self.shape))
    return self


Tensor.apply_ = _apply_
Tensor.map_ = _map_


def _legacy_new(self, *args):
    # Tensor.new: sizes give an uninitialized tensor of self's dtype; data
    # (a list) is copied; a tensor is shared.
    if len(args) == 1 and isinstance(args[0], Tensor):
        return args[0]
    if len(args) == 1 and isinstance(args[0], (list, tuple)) and not isinstance(args[0], Size):
        return tensor(args[0], dtype=self.dtype)
    if len(args) == 1 and isinstance(args[0], Size):
        return empty(args[0], dtype=self.dtype)
    return empty(args if args else (0,), dtype=self.dtype)


Tensor.new = _legacy_new

# The legacy tensor types (torch.FloatTensor, ...) are classes of the
# metaclass torch.tensortype: isinstance checks the dtype, and calling one
# builds a tensor by PyTorch's legacy constructor rules.
_typemeta_names = {float32: "float", float64: "double", int64: "long int", int32: "int", int16: "short int",
                   int8: "signed char", uint8: "unsigned char", bool: "bool", float16: "c10::Half",
                   bfloat16: "c10::BFloat16", complex64: "c10::complex<float>", complex128: "c10::complex<double>"}

def _tensor_options(d):
    return ("TensorOptions(dtype=" + _typemeta_names.get(d, str(d)) + ", device=cpu, layout=Strided, "
            "requires_grad=false (default), pinned_memory=false (default), memory_format=(nullopt))")

class tensortype(type):
    def __instancecheck__(cls, other):
        return isinstance(other, Tensor) and other.dtype is cls.dtype and not other.is_sparse

    def __call__(cls, *args, device=None):
        d = cls.dtype
        if not args:
            return empty(0, dtype=d)
        if len(args) == 1 and isinstance(args[0], Tensor):
            a = args[0]
            if a.dtype is not d:
                raise TypeError("expected " + _tensor_options(d) + " (got " + _tensor_options(a.dtype) + ")")
            return a.view_as(a)
        if len(args) == 1 and isinstance(args[0], Size):
            return empty(args[0], dtype=d)
        if len(args) == 1 and not isinstance(args[0], type(1)):
            if isinstance(args[0], str):
                raise TypeError("new(): invalid data type 'str'")
            return tensor(args[0], dtype=d)
        for i, a in enumerate(args):
            if not isinstance(a, type(1)):
                raise TypeError("new(): argument 'size' must be tuple of ints, but found element of type "
                                + type(a).__name__ + " at pos " + str(i + 1))
        return empty(args, dtype=d)

def _legacy_type(name, d):
    return tensortype(name, (), {"dtype": d, "is_sparse": False, "is_cuda": False, "__module__": "torch"})

_sparse_coo_tensor_op = sparse_coo_tensor


def sparse_coo_tensor(indices, values=None, size=None, *, dtype=None, device=None, requires_grad=False):
    # PyTorch's binding takes array-likes for the indices and values.
    if values is None:
        t = _sparse_coo_tensor_op(indices, dtype=dtype)
    else:
        if not isinstance(indices, Tensor):
            indices = tensor(indices)
        if not isinstance(values, Tensor):
            values = tensor(values)
        if size is None:
            t = _sparse_coo_tensor_op(indices, values, dtype=dtype)
        else:
            t = _sparse_coo_tensor_op(indices, values, size, dtype=dtype)
    return t.requires_grad_() if requires_grad else t


for _d, _n in _tensor_type_names.items():
    globals()[_n] = _legacy_type(_n, _d)
_tensortype = tensortype
del tensortype


def is_floating_point(input):
    return input.is_floating_point()

def is_complex(input):
    return input.is_complex()

def use_deterministic_algorithms(mode, warn_only=False):
    pass

def are_deterministic_algorithms_enabled():
    return False

def compile(model, *args, **kwargs):
    return model

# The version the reference build (Debian's python3-torch) reports.
__version__ = "1.13.0a0"

has_cuda = False
has_cudnn = False
has_mkl = False
has_lapack = True
has_mkldnn = True
has_openmp = True
has_spectral = True
has_mps = False

def asarray(obj, *, dtype=None, device=None, copy=None, requires_grad=False):
    if isinstance(obj, Tensor):
        t = obj if dtype is None or dtype is obj.dtype else obj.to(dtype)
        if copy and t is obj:
            t = obj.clone()
    elif type(obj).__module__ == "numpy" and type(obj).__name__ == "ndarray":
        t = from_numpy(obj.copy() if copy else obj)
        if dtype is not None:
            t = t.to(dtype)
    else:
        t = tensor(obj, dtype=dtype)
    return t.requires_grad_() if requires_grad else t

_warn_always = [False]

def set_warn_always(b):
    _warn_always[0] = bool(b)

def is_warn_always_enabled():
    return _warn_always[0]

_matmul_precision = ["highest"]

def set_float32_matmul_precision(precision):
    # PyTorch logs an unknown precision to stderr and keeps the old one.
    if precision in ("highest", "high", "medium"):
        _matmul_precision[0] = precision

def get_float32_matmul_precision():
    return _matmul_precision[0]
)PY";

IValue isGradEnabledFn(Interp&, Args&, PyObject*) { return IValue(isGradEnabled()); }
IValue setGradEnabledFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_set_grad_enabled", 1, 1);
  setGradEnabled(truthy(in, a[0]));
  return IValue();
}

IValue getInteropThreadsFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "get_num_interop_threads", 0, 0);
  return IValue(interopThreads());
}
IValue setInteropThreadsFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "set_num_interop_threads", 1, 1);
  if (!a[0].isInt()) throw Error("set_num_interop_threads expects an int, but got " + typeName(in, a[0]));
  setInteropThreads(a[0].toInt());
  return IValue();
}

IValue setPrintOptions(Interp& in, Args& a, PyObject*) {
  PrintOptions& o = torchState(in).print_options;
  for (size_t i = 0; i < a.nkw; ++i) {
    const std::string& k = a.kw[i].name.toStr();
    const IValue& v = a.kw[i].value;
    if (v.isNone()) {
      if (k == "sci_mode") o.sci_mode = -1;
      continue;
    }
    if (k == "precision") o.precision = static_cast<int>(toIndex(in, v));
    else if (k == "threshold") o.threshold = v.isDouble() ? v.toDouble() : static_cast<double>(toIndex(in, v));
    else if (k == "edgeitems") o.edgeitems = static_cast<int>(toIndex(in, v));
    else if (k == "linewidth") o.linewidth = static_cast<int>(toIndex(in, v));
    else if (k == "sci_mode") o.sci_mode = truthy(in, v) ? 1 : 0;
    else if (k == "profile") {
      std::string p = v.toStr();
      o = PrintOptions();
      if (p == "short") o.precision = 2, o.threshold = 1000, o.edgeitems = 2;
      if (p == "full") o.threshold = 1e300;
    }
  }
  if (a.n > 0 && !a[0].isNone()) o.precision = static_cast<int>(toIndex(in, a[0]));
  return IValue();
}

IValue getDefaultDtypeFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "get_default_dtype", 0, 0);
  return dtypeObject(in, static_cast<int64_t>(defaultFloatType()));
}

IValue setDefaultDtypeFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "set_default_dtype", 1, 1);
  int64_t code = dtypeCode(in, a[0]);
  if (code < 0) in.raise(in.e.TypeError, "invalid dtype object: only floating-point types are supported as the default type");
  auto t = static_cast<ScalarType>(code);
  if (!isFloatingType(t)) in.raise(in.e.TypeError, "only floating-point types are supported as the default type");
  setDefaultFloatType(t);
  return IValue();
}

IValue falseFn(Interp&, Args&, PyObject*) { return IValue(false); }
IValue zeroFn(Interp&, Args&, PyObject*) { return IValue(int64_t{0}); }

void setFn(Interp& in, PyModule& m, const char* name, NativeFn fn) { m.dict->set(in, in.intern(name), in.native(name, fn)); }

bool mentionsTensor(TypePtr t) {
  if (t->is(TypeKind::Tensor)) return true;
  for (TypePtr c : t->contained())
    if (mentionsTensor(c)) return true;
  return false;
}

/// Whether an operator takes or returns tensors (aten::str, aten::len ...
/// are TorchScript builtins, not torch functions).
bool tensorOp(const FunctionSchema& s) {
  for (const SchemaArgument& a : s.arguments)
    if (mentionsTensor(a.type)) return true;
  for (const SchemaArgument& a : s.returns)
    if (mentionsTensor(a.type)) return true;
  return false;
}

/// The in-place operators PyTorch 1.13 also binds as torch functions
/// (`torch.relu_(x)`); other names ending in `_` are methods only.
const char* const kInplaceTorchFunctions[] = {
    "abs_", "acos_", "acosh_", "addmv_", "alpha_dropout_", "arccos_", "arccosh_", "arcsin_", "arcsinh_", "arctan_",
    "arctanh_", "as_strided_", "asin_", "asinh_", "atan_", "atanh_", "ceil_", "celu_", "clamp_", "clamp_max_",
    "clamp_min_", "clip_", "conj_physical_", "cos_", "cosh_", "deg2rad_", "detach_", "dropout_", "erf_", "erfc_",
    "exp2_", "exp_", "expm1_", "feature_alpha_dropout_", "feature_dropout_", "fill_", "fix_", "floor_", "frac_",
    "gcd_", "i0_", "index_put_", "lcm_", "ldexp_", "log10_", "log1p_", "log2_", "log_", "logit_", "nan_to_num_",
    "neg_", "negative_", "rad2deg_", "reciprocal_", "relu_", "resize_as_", "round_", "rrelu_", "rsqrt_", "selu_",
    "sigmoid_", "sin_", "sinc_", "sinh_", "sqrt_", "square_", "tan_", "tanh_", "threshold_", "trunc_", "xlogy_",
    "zero_"};

/// torch.X for every `aten::X` tensor operator (names starting with `_` or
/// ending in `_` are not torch functions, but kInplaceTorchFunctions).
void addOpFunctions(Interp& in, PyModule& torch) {
  std::set<std::string> names;
  std::set<std::string> inplace(std::begin(kInplaceTorchFunctions), std::end(kInplaceTorchFunctions));
  for (const Operator* op : Registry::global().all()) {
    const std::string& s = op->schema.name;
    if (s.rfind("aten::", 0) != 0 || !tensorOp(op->schema)) continue;
    std::string n = s.substr(6);
    if (inplace.count(n)) names.insert(n);
    if (n.empty() || n[0] == '_' || n.back() == '_' || n == "range") continue;  // range: after kTorchPy
    // TorchScript's builtins with tensor overloads are no torch functions
    // (and torch.len would shadow len in the torch module's own Python code).
    if (n == "len" || n == "sorted" || n == "dict") continue;
    names.insert(n);
  }
  for (const char* extra : {"tensor", "as_tensor", "_unique2", "promote_types", "can_cast", "_pack_padded_sequence",
                            "_pad_packed_sequence", "_softmax_backward_data", "_log_softmax_backward_data",
                            "_standard_gamma", "_standard_gamma_grad", "_sample_dirichlet", "_sparse_sum",
                            "_sparse_mm", "_sparse_addmm", "_sparse_sparse_matmul", "_sparse_coo_tensor_unsafe"})
    names.insert(extra);
  for (const std::string& n : names) {
    if (torch.dict->findStr(in, in.intern(n), hashStr(n))) continue;  // torch.Size, torch.device ...
    ResultHint hint = n == "result_type" || n == "promote_types" ? ResultHint::Dtype : ResultHint::None;
    torch.dict->set(in, in.intern(n), opFunction(in, CallKind::Function, "torch." + n, n, hint));
  }
  // torch.unique_consecutive in script code dispatches on constant flags;
  // the Python-level wrapper calls the operator itself.
  torch.dict->set(in, in.intern("_unique_consecutive"),
                  opFunction(in, CallKind::Function, "torch._VF.unique_consecutive", "unique_consecutive"));
}

/// torch.linalg.X / torch.special.X / torch.fft.X for `aten::linalg_X` ...
void addPrefixedOps(Interp& in, PyModule& m, const std::string& prefix) {
  std::set<std::string> names;
  for (const Operator* op : Registry::global().all()) {
    const std::string& s = op->schema.name;
    if (s.rfind("aten::" + prefix, 0) != 0) continue;
    std::string n = s.substr(6 + prefix.size());
    if (!n.empty() && n.back() != '_') names.insert(n);
  }
  // Named by their aten op, as PyTorch's builtins (<built-in function linalg_inv>).
  for (const std::string& n : names)
    m.dict->set(in, in.intern(n), opFunction(in, CallKind::Function, m.name + "." + n, prefix + n));
}
void initLinalg(Interp& in, PyModule& m) {
  addPrefixedOps(in, m, "linalg_");
  // torch.linalg.LinAlgError is torch._C._LinAlgError, a RuntimeError
  // (convertError maps ts::LinAlgError to it).
  PyType* err = in.newType("_LinAlgError", in.e.RuntimeError, Layout::Instance);
  err->is_exception = true;
  err->module = "torch._C";
  m.dict->set(in, in.intern("LinAlgError"), box(err));
}
void initSpecial(Interp& in, PyModule& m) { addPrefixedOps(in, m, "special_"); }

/// torch.sparse's legacy constructors: torch.sparse.FloatTensor(2, 3) is an
/// empty sparse COO tensor, (indices, values[, size]) one over those.
const char* kSparseConstructorsPy = R"PY(
def _sparse_constructor(dtype):
    def make(*args):
        if len(args) >= 2 and isinstance(args[0], torch.Tensor):
            return torch.sparse_coo_tensor(*args, dtype=dtype)
        if len(args) == 1 and isinstance(args[0], torch.Size):
            args = tuple(args[0])
        return torch.sparse_coo_tensor(list(args), dtype=dtype)
    return make

FloatTensor = _sparse_constructor(torch.float32)
DoubleTensor = _sparse_constructor(torch.float64)
HalfTensor = _sparse_constructor(torch.float16)
LongTensor = _sparse_constructor(torch.int64)
IntTensor = _sparse_constructor(torch.int32)
ShortTensor = _sparse_constructor(torch.int16)
CharTensor = _sparse_constructor(torch.int8)
ByteTensor = _sparse_constructor(torch.uint8)
BoolTensor = _sparse_constructor(torch.bool)
del _sparse_constructor
)PY";

/// torch.sparse: the stdlib source (sum, mm, addmm, shared with script
/// code) and the legacy constructors.
void initSparse(Interp& in, PyModule& m) {
  runSourceModule(in, m, m.name, stdlibFileForModule("torch.sparse")->text);
  runSourceModule(in, m, m.name, kSparseConstructorsPy);
}
void initFft(Interp& in, PyModule& m) { addPrefixedOps(in, m, "fft_"); }

/// torch.version: the build's description, as the reference build reports it.
const char* kVersionPy = R"PY(
__version__ = "1.13.0a0"
debug = False
cuda = None
git_version = "Unknown"
hip = None
)PY";

void initVersion(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kVersionPy); }

void initCuda(Interp& in, PyModule& m) {
  setFn(in, m, "is_available", falseFn);
  setFn(in, m, "device_count", zeroFn);
}

/// torch.backends.quantized: the engine quantized operators run on (Note
/// [Quantized engines]); PyTorch's is a module whose class has the
/// properties, ours an instance of such a class.
const char* kQuantizedBackendPy = R"PY(
class QuantizedEngine:
    @property
    def engine(self):
        return _get_qengine()

    @engine.setter
    def engine(self, value):
        _set_qengine(value)

    @property
    def supported_engines(self):
        return _supported_qengines()

quantized = QuantizedEngine()
del QuantizedEngine
)PY";

IValue getQEngineFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_get_qengine", 0, 0);
  return IValue(quant::engineName(quant::currentEngine()));
}
IValue setQEngineFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_set_qengine", 1, 1);
  if (!a[0].isStr()) throw Error("quantized engine must be a str, not " + typeName(in, a[0]));
  quant::setEngine(a[0].toStr());
  return IValue();
}
IValue supportedQEnginesFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_supported_qengines", 0, 0);
  std::vector<IValue> names;
  for (const std::string& n : quant::supportedEngines()) names.emplace_back(n);
  return in.newList(std::move(names));
}

void initBackends(Interp& in, PyModule& m) {
  setFn(in, m, "_get_qengine", getQEngineFn);
  setFn(in, m, "_set_qengine", setQEngineFn);
  setFn(in, m, "_supported_qengines", supportedQEnginesFn);
  runSourceModule(in, m, m.name, kQuantizedBackendPy);
  auto* cudnn = new PyModule(in.t.module, "torch.backends.cudnn");
  IValue cv = box(cudnn);
  cudnn->dict = in.newDict();
  cudnn->dict->set(in, in.intern("deterministic"), IValue(false));
  cudnn->dict->set(in, in.intern("benchmark"), IValue(false));
  cudnn->dict->set(in, in.intern("enabled"), IValue(true));
  m.dict->set(in, in.intern("cudnn"), cv);
  // torch.backends.mps.is_available()/is_built(): no MPS device here.
  auto* mps = new PyModule(in.t.module, "torch.backends.mps");
  IValue mv = box(mps);
  mps->dict = in.newDict();
  for (const char* n : {"is_available", "is_built"}) mps->dict->set(in, in.intern(n), in.native(n, falseFn));
  m.dict->set(in, in.intern("mps"), mv);
}

void initAutogradModule(Interp& in, PyModule& m) {
  IValue torch = in.importModule("torch");
  auto* t = static_cast<PyModule*>(asPy(torch));
  for (const char* n : {"no_grad", "enable_grad", "set_grad_enabled", "inference_mode"})
    if (IValue* v = t->dict->findStr(in, in.intern(n), hashStr(n))) m.dict->set(in, in.intern(n), *v);
  initAutogradNatives(in, m);
  runAutogradSource(in, m);
  runAutogradFormulas(in, m);
  runAutogradExtras(in, m);
  for (const char* sub : {"torch.autograd.function", "torch.autograd.functional", "torch.autograd.profiler"})
    if (in.hasModule(sub)) in.importModule(sub);
}

/// torch.random.fork_rng: the CPU generator's state is restored on exit
/// (there are no other devices to fork).
const char* kRandomPy = R"PY(
import contextlib

@contextlib.contextmanager
def fork_rng(devices=None, enabled=True, _caller="fork_rng", _devices_kw="devices"):
    if not enabled:
        yield
        return
    state = get_rng_state()
    try:
        yield
    finally:
        set_rng_state(state)
)PY";

void initRandom(Interp& in, PyModule& m) {
  IValue torch = in.importModule("torch");
  auto* t = static_cast<PyModule*>(asPy(torch));
  for (const char* n : {"manual_seed", "initial_seed", "seed", "get_rng_state", "set_rng_state", "default_generator"})
    if (IValue* v = t->dict->findStr(in, in.intern(n), hashStr(n))) m.dict->set(in, in.intern(n), *v);
  runSourceModule(in, m, m.name, kRandomPy);
}

void initTorch(Interp& in, PyModule& torch) {
  TorchState& st = torchState(in);
  st.torch_module = box(&torch);
  initTorchObjects(in, torch);
  initNamedTuples(in);
  initTensorType(in);
  torch.dict->set(in, in.intern("Tensor"), box(in.t.tensor));
  initTorchRandom(in, torch);
  initTorchThreads(in, torch);
  addOpFunctions(in, torch);
  setFn(in, torch, "is_grad_enabled", isGradEnabledFn);
  setFn(in, torch, "_set_grad_enabled", setGradEnabledFn);
  initInferenceMode(in, torch);
  setFn(in, torch, "set_printoptions", setPrintOptions);
  setFn(in, torch, "get_default_dtype", getDefaultDtypeFn);
  setFn(in, torch, "set_default_dtype", setDefaultDtypeFn);
  setFn(in, torch, "get_num_interop_threads", getInteropThreadsFn);
  setFn(in, torch, "set_num_interop_threads", setInteropThreadsFn);
  runSourceModule(in, torch, "torch", kTorchPy);
  installAutocast(in, torch);
  initTorchNumpy(in, torch);
  torch.dict->set(in, in.intern("range"), opFunction(in, CallKind::Function, "torch.range", "range"));
  // Submodules: the bridge's own, then every other registered torch.X.
  for (const char* sub : {"torch.autograd", "torch.random", "torch.cuda", "torch.version", "torch.backends",
                          "torch.nn", "torch.jit", "torch.optim", "torch.utils", "torch.testing", "torch.fx",
                          "torch.linalg", "torch.fft", "torch.special", "torch.sparse", "torch.distributions",
                          "torch.distributed", "torch.profiler", "torch.onnx", "torch.hub", "torch.overrides",
                          "torch.serialization", "torch._C", "torch.ops", "torch.cpu", "torch.cuda.amp", "torch.cpu.amp"})
    if (in.hasModule(sub)) in.importModule(sub);
  importModuleAliases(in);
  dispatchTensorPropertyGetters(in);
}

}  // namespace

void installTorch(Interp& in) {
  torchState(in);
  in.registerModule("torch", initTorch);
  in.registerModule("torch.autograd", initAutogradModule);
  registerAutogradModules(in);
  in.registerModule("torch.random", initRandom);
  in.registerModule("torch.cuda", initCuda);
  in.registerModule("torch.version", initVersion);
  registerAmp(in);
  in.registerModule("torch.backends", initBackends);
  in.registerModule("torch.linalg", initLinalg);
  in.registerModule("torch.special", initSpecial);
  in.registerModule("torch.fft", initFft);
  in.registerModule("torch.sparse", initSparse);
  registerAtenNamespaces(in);
  registerOptim(in);
  registerTesting(in);
  registerSerialization(in);
  registerZipRecords(in);
  registerTensorPickling(in);
  registerData(in);
  registerFunctorch(in);
  registerDistributed(in);
  registerProfiler(in);
  registerDistributions(in);
  registerModuleAliases(in);
  registerNumpy(in);
}

}  // namespace ts::py
