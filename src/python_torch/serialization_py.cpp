// ===--- serialization_py.cpp - torch.save / torch.load ------------------=== //
// Python source run as torch.serialization. Note [torch.save format]: the
// file is a Python expression (tensors as dtype, shape and flat values), read
// back by torch.load; it round-trips within this implementation, but it is
// not PyTorch's zip/pickle format.
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kSerializationPy = R"PY(
import torch
from collections import OrderedDict

_MAGIC = "# torch.save (torchscript) 1\n"

def _dump(obj, out):
    if isinstance(obj, torch.Tensor):
        t = obj.detach()
        kind = "_param" if isinstance(obj, torch.nn.Parameter) else "_tensor"
        out.append(kind + "(" + repr(t.reshape(-1).tolist()) + ", " + str(t.dtype) + ", " +
                   repr(list(t.shape)) + ", " + repr(obj.requires_grad) + ")")
    elif isinstance(obj, torch.Size):
        out.append("torch.Size(" + repr(list(obj)) + ")")
    elif isinstance(obj, dict):
        ordered = isinstance(obj, OrderedDict)
        out.append("_ordered([" if ordered else "{")
        for i, (k, v) in enumerate(obj.items()):
            if i:
                out.append(", ")
            if ordered:
                out.append("(")
            _dump(k, out)
            out.append(", " if ordered else ": ")
            _dump(v, out)
            if ordered:
                out.append(")")
        out.append("])" if ordered else "}")
    elif isinstance(obj, (list, tuple)):
        out.append("[" if isinstance(obj, list) else "(")
        for v in obj:
            _dump(v, out)
            out.append(", ")
        out.append("]" if isinstance(obj, list) else ")")
    elif obj is None or isinstance(obj, (bool, int, float, str, bytes)):
        out.append(repr(obj))
    elif isinstance(obj, (torch.dtype, torch.device)):
        out.append("torch." + str(obj) if isinstance(obj, torch.dtype) else "torch.device(" + repr(str(obj)) + ")")
    else:
        raise TypeError("cannot pickle '" + type(obj).__name__ + "' object")

def _tensor(flat, dtype, shape, requires_grad):
    t = torch.tensor(flat, dtype=dtype).reshape(shape)
    return t.requires_grad_(True) if requires_grad else t

def _param(flat, dtype, shape, requires_grad):
    return torch.nn.Parameter(torch.tensor(flat, dtype=dtype).reshape(shape), requires_grad=requires_grad)

def save(obj, f, pickle_module=None, pickle_protocol=2, _use_new_zipfile_serialization=True):
    out = [_MAGIC]
    _dump(obj, out)
    text = "".join(out) + "\n"
    if hasattr(f, "write"):
        f.write(text)
        return
    with open(f, "w") as fh:
        fh.write(text)

def load(f, map_location=None, pickle_module=None, *, weights_only=False, **pickle_load_args):
    if hasattr(f, "read"):
        text = f.read()
    else:
        with open(f) as fh:
            text = fh.read()
    if not text.startswith(_MAGIC):
        raise RuntimeError("torch.load: not a file written by torch.save of this implementation")
    names = {"torch": torch, "_tensor": _tensor, "_param": _param, "_ordered": OrderedDict,
             "nan": float("nan"), "inf": float("inf")}
    return eval(text[len(_MAGIC):], names)

torch.save = save
torch.load = load
)PY";

void initSerialization(Interp& in, PyModule& m) { runSourceModule(in, m, "torch.serialization", kSerializationPy); }

}  // namespace

void registerSerialization(Interp& in) { in.registerModule("torch.serialization", initSerialization); }

}  // namespace ts::py
