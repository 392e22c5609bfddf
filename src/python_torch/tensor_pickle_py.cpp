// ===--- tensor_pickle_py.cpp - how torch objects pickle -----------------=== //
// Python source run as torch._utils and torch.storage. A tensor pickles as
// PyTorch 1.13's does: torch._utils._rebuild_tensor_v2(storage, offset, size,
// stride, requires_grad, hooks), a Parameter as _rebuild_parameter(data,
// requires_grad, hooks), a storage as a typed storage class (torch.FloatStorage
// ...) that torch.save turns into a persistent id and a zip record (Note
// [torch.save format]). Outside torch.save a storage pickles as
// torch.storage._load_from_bytes of a torch.save archive holding it, which
// PyTorch reads too. Size, dtype and device reduce to their constructors; a
// sparse COO tensor to _rebuild_sparse_tensor(layout, (indices, values, size)),
// a layout to torch.serialization._get_layout(name).
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kUtilsPy = R"PY(
import torch
from collections import OrderedDict


def _rebuild_tensor(storage, storage_offset, size, stride):
    return torch.as_strided(storage._flat, size, stride, storage_offset)


def _rebuild_tensor_v2(storage, storage_offset, size, stride, requires_grad, backward_hooks, metadata=None):
    t = _rebuild_tensor(storage, storage_offset, size, stride)
    if requires_grad:
        t.requires_grad_(True)
    return t


def _rebuild_parameter(data, requires_grad, backward_hooks):
    return torch.nn.Parameter(data, requires_grad)


def _rebuild_parameter_with_state(data, requires_grad, backward_hooks, state):
    param = torch.nn.Parameter(data, requires_grad)
    for k, v in state.items():
        setattr(param, k, v)
    return param


def _rebuild_sparse_tensor(layout, data):
    if layout == torch.sparse_coo:
        indices, values, size = data
        return torch._sparse_coo_tensor_unsafe(indices, values, size)
    raise NotImplementedError("rebuilding sparse tensor for layout %s" % (layout))


def _tensor_reduce_ex(self, proto):
    if isinstance(self, torch.nn.Parameter):
        return (_rebuild_parameter, (self.detach(), self.requires_grad, OrderedDict()))
    if self.layout == torch.sparse_coo:
        return (_rebuild_sparse_tensor, (self.layout, (self._indices(), self._values(), self.size())))
    if self.is_sparse or self.is_quantized:
        raise NotImplementedError("pickling a " + self.layout.__repr__() + " tensor is not supported")
    args = (self.storage(), self.storage_offset(), tuple(self.size()), self.stride(), self.requires_grad,
            OrderedDict())
    return (_rebuild_tensor_v2, args)


torch.Tensor.__reduce_ex__ = _tensor_reduce_ex
torch.Size.__reduce__ = lambda self: (torch.Size, (tuple(self),))
torch.dtype.__reduce__ = lambda self: str(self)[6:]
torch.dtype.__module__ = 'torch'


def _device_reduce(self):
    if self.index is None:
        return (torch.device, (self.type,))
    return (torch.device, (self.type, self.index))


torch.device.__reduce__ = _device_reduce


def _layout_reduce(self):
    import torch.serialization
    return (torch.serialization._get_layout, (str(self),))


torch.layout.__reduce__ = _layout_reduce
)PY";

const char* kStoragePy = R"PY(
import torch
from torch import TypedStorage

_NAMES = {torch.float32: 'FloatStorage', torch.float64: 'DoubleStorage', torch.float16: 'HalfStorage',
          torch.bfloat16: 'BFloat16Storage', torch.int64: 'LongStorage', torch.int32: 'IntStorage',
          torch.int16: 'ShortStorage', torch.int8: 'CharStorage', torch.uint8: 'ByteStorage',
          torch.bool: 'BoolStorage', torch.complex64: 'ComplexFloatStorage',
          torch.complex128: 'ComplexDoubleStorage'}


def _load_from_bytes(b):
    import io
    return torch.load(io.BytesIO(b))


def _storage_reduce(self):
    import io
    b = io.BytesIO()
    torch.save(self, b)
    return (_load_from_bytes, (b.getvalue(),))


def _pickle_storage_type(self):
    return _NAMES[self.dtype]


TypedStorage.__reduce__ = _storage_reduce
TypedStorage.pickle_storage_type = _pickle_storage_type
TypedStorage.__module__ = 'torch.storage'


def _typed_init(self, *args):
    # torch.FloatStorage(n) is n zeros; torch.FloatStorage([1, 2]) the values.
    if len(args) == 1 and isinstance(args[0], torch.Tensor):
        flat = args[0]
    elif len(args) == 1 and isinstance(args[0], int):
        flat = torch.zeros(args[0], dtype=self.dtype)
    elif len(args) == 1:
        flat = torch.tensor(list(args[0]), dtype=self.dtype)
    elif not args:
        flat = torch.zeros(0, dtype=self.dtype)
    else:
        raise TypeError(type(self).__name__ + "(): expected a size or a sequence")
    TypedStorage.__init__(self, flat)


def _storage_class(dtype, name):
    cls = type(name, (TypedStorage,), {'dtype': dtype, '__init__': _typed_init, '__module__': 'torch'})
    setattr(torch, name, cls)
    return cls


_CLASSES = {dtype: _storage_class(dtype, name) for dtype, name in _NAMES.items()}


def _class_of(dtype):
    if dtype not in _CLASSES:
        raise RuntimeError("cannot save a storage of dtype " + str(dtype))
    return _CLASSES[dtype]
)PY";

void initUtils(Interp& in, PyModule& m) { runSourceModule(in, m, "torch._utils", kUtilsPy); }
void initStorage(Interp& in, PyModule& m) { runSourceModule(in, m, "torch.storage", kStoragePy); }

}  // namespace

void registerTensorPickling(Interp& in) {
  in.registerModule("torch._utils", initUtils);
  in.registerModule("torch.storage", initStorage);
}

}  // namespace ts::py
