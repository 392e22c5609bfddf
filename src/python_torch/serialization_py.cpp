// ===--- serialization_py.cpp - torch.save / torch.load ------------------=== //
// Python source run as torch.serialization. Note [torch.save format]: the
// file is a Python expression (tensors as dtype, shape and flat values), read
// back by torch.load; it round-trips within this implementation, but it is
// not PyTorch's zip/pickle format. torch.load parses that expression
// language itself (literals, containers and the few constructors save
// writes): a file is data, never code, whatever bytes it holds.
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kSerializationPy = R"PY(
import torch
from collections import OrderedDict

_MAGIC = "# torch.save (torchscript) 1\n"

class _Writer(object):
    # Note [torch.save identity]: as pickle does, an object met twice (a tied
    # weight, a submodule shared by two parents) is written once and then
    # referenced (_memo/_ref), and tensors are views (_tview/_pview) of
    # storages written once (_storage), so views saved together still share
    # memory after torch.load. Class instances (a whole nn.Module) are their
    # class's module and qualified name plus their __dict__ (_object).
    def __init__(self):
        self.memo = {}
        self.keep = []
        self.storages = {}
        self.storage_out = []

    def memoized(self, obj, out):
        if id(obj) in self.memo:
            out.append("_ref(" + str(self.memo[id(obj)]) + ")")
            return True
        self.memo[id(obj)] = len(self.keep)
        out.append("_memo(" + str(len(self.keep)) + ", ")
        self.keep.append(obj)
        return False

    def tensor(self, obj, out):
        t = obj.detach()
        param = isinstance(obj, torch.nn.Parameter)
        st = t.storage()
        if t.numel() == 0 or st.data_ptr() == 0:
            out.append(("_param" if param else "_tensor") + "(" + repr(t.reshape(-1).tolist()) + ", " +
                       str(t.dtype) + ", " + repr(list(t.shape)) + ", " + repr(obj.requires_grad) + ")")
            return
        key = (st.data_ptr(), str(t.dtype))
        if key not in self.storages:
            self.storages[key] = len(self.storage_out)
            flat = t.as_strided((len(st),), (1,), 0)
            self.storage_out.append("_storage(" + str(self.storages[key]) + ", " + repr(flat.tolist()) + ", " +
                                    str(t.dtype) + ")")
        out.append(("_pview(" if param else "_tview(") + str(self.storages[key]) + ", " + str(t.storage_offset()) +
                   ", " + repr(list(t.shape)) + ", " + repr(list(t.stride())) + ", " + repr(obj.requires_grad) + ")")

    def mapping(self, obj, out):
        ordered = isinstance(obj, OrderedDict)
        out.append("_ordered([" if ordered else "{")
        for i, (k, v) in enumerate(obj.items()):
            if i:
                out.append(", ")
            if ordered:
                out.append("(")
            self.dump(k, out)
            out.append(", " if ordered else ": ")
            self.dump(v, out)
            if ordered:
                out.append(")")
        out.append("])" if ordered else "}")

    def instance(self, obj, out):
        cls = type(obj)
        custom = any("__getstate__" in vars(c) for c in cls.__mro__[:-1])
        state = obj.__getstate__() if custom else obj.__dict__
        out.append("_object(" + repr(cls.__module__) + ", " + repr(cls.__qualname__) + ", ")
        self.dump(state, out)
        out.append(")")

    def dump(self, obj, out):
        if obj is None or isinstance(obj, (bool, int, float, str, bytes)):
            out.append(repr(obj))
        elif isinstance(obj, torch.Size):
            out.append("torch.Size(" + repr(list(obj)) + ")")
        elif isinstance(obj, (torch.dtype, torch.device)):
            out.append("torch." + str(obj) if isinstance(obj, torch.dtype) else "torch.device(" + repr(str(obj)) + ")")
        elif isinstance(obj, tuple):
            out.append("(")
            for v in obj:
                self.dump(v, out)
                out.append(", ")
            out.append(")")
        elif isinstance(obj, (set, frozenset)):
            out.append("_set([" if isinstance(obj, set) else "_frozenset([")
            for v in obj:
                self.dump(v, out)
                out.append(", ")
            out.append("])")
        elif self.memoized(obj, out):
            return
        else:
            if isinstance(obj, torch.Tensor):
                self.tensor(obj, out)
            elif isinstance(obj, dict):
                self.mapping(obj, out)
            elif isinstance(obj, list):
                out.append("[")
                for v in obj:
                    self.dump(v, out)
                    out.append(", ")
                out.append("]")
            elif hasattr(obj, "__dict__") and type(obj).__module__ != "builtins" and not isinstance(obj, type):
                self.instance(obj, out)
            else:
                raise TypeError("cannot pickle '" + type(obj).__name__ + "' object")
            out.append(")")

def _find_class(module, qualname):
    import sys
    mod = sys.modules.get(module)
    if mod is None:
        import importlib
        try:
            mod = importlib.import_module(module)
        except ImportError:
            mod = None
    if mod is None and module.startswith("torch.nn"):
        mod = torch.nn
    if mod is None:
        raise ModuleNotFoundError("No module named '" + module + "'")
    obj = mod
    for part in qualname.split("."):
        if not hasattr(obj, part):
            raise AttributeError("Can't get attribute '" + qualname + "' on <module '" + module + "'>")
        obj = getattr(obj, part)
    return obj

def _tensor(flat, dtype, shape, requires_grad):
    t = torch.tensor(flat, dtype=dtype).reshape(shape)
    return t.requires_grad_(True) if requires_grad else t

def _param(flat, dtype, shape, requires_grad):
    return torch.nn.Parameter(torch.tensor(flat, dtype=dtype).reshape(shape), requires_grad=requires_grad)

_ESCAPES = {"n": "\n", "r": "\r", "t": "\t", "\\": "\\", "'": "'", '"': '"', "0": "\0"}


class _Reader(object):
    # Reads what _dump writes; anything else is an error.
    def __init__(self, text):
        self.s = text
        self.i = 0
        self.storages = {}
        self.memo = {}

    def fail(self, what):
        raise RuntimeError("torch.load: malformed file (" + what + " at offset " + str(self.i) + ")")

    def peek(self):
        while self.i < len(self.s) and self.s[self.i] in " \n\t":
            self.i += 1
        return self.s[self.i] if self.i < len(self.s) else ""

    def expect(self, c):
        if self.peek() != c:
            self.fail("expected " + repr(c))
        self.i += 1

    def items(self, close):
        out = []
        while self.peek() != close:
            if self.peek() == "":
                self.fail("unterminated container")
            out.append(self.value())
            if self.peek() == ",":
                self.i += 1
        self.i += 1
        return out

    def string(self):
        quote = self.s[self.i]
        self.i += 1
        out = []
        while self.i < len(self.s) and self.s[self.i] != quote:
            c = self.s[self.i]
            self.i += 1
            if c == "\\":
                e = self.s[self.i:self.i + 1]
                self.i += 1
                if e in _ESCAPES:
                    out.append(_ESCAPES[e])
                elif e in ("x", "u", "U"):
                    n = {"x": 2, "u": 4, "U": 8}[e]
                    out.append(chr(int(self.s[self.i:self.i + n], 16)))
                    self.i += n
                else:
                    self.fail("bad escape")
            else:
                out.append(c)
        if self.i >= len(self.s):
            self.fail("unterminated string")
        self.i += 1
        return "".join(out)

    def word(self):
        start = self.i
        while self.i < len(self.s) and (self.s[self.i].isalnum() or self.s[self.i] in "_.+-"):
            self.i += 1
        return self.s[start:self.i]

    def value(self):
        c = self.peek()
        if c == "[":
            self.i += 1
            return self.items("]")
        if c == "(":
            self.i += 1
            return tuple(self.items(")"))
        if c == "{":
            self.i += 1
            d = {}
            while self.peek() != "}":
                key = self.value()
                self.expect(":")
                d[key] = self.value()
                if self.peek() == ",":
                    self.i += 1
            self.i += 1
            return d
        if c in "'\"":
            return self.string()
        if c == "b" and self.s[self.i + 1:self.i + 2] in ("'", '"'):
            self.i += 1
            return self.string().encode("latin-1")
        w = self.word()
        if w in _CONSTANTS:
            return _CONSTANTS[w]
        if w in _CALLS:
            self.expect("(")
            return _CALLS[w](*self.items(")"))
        if w in _READER_CALLS:
            self.expect("(")
            return getattr(self, _READER_CALLS[w])(*self.items(")"))
        if w.startswith("torch.") and isinstance(getattr(torch, w[6:], None), torch.dtype):
            return getattr(torch, w[6:])
        try:
            return int(w)
        except ValueError:
            pass
        try:
            return float(w)
        except ValueError:
            self.fail("unexpected " + repr(w[:20]))


def _reader_file(self, storages, value):
    return value

def _reader_storage(self, index, flat, dtype):
    self.storages[index] = torch.tensor(flat, dtype=dtype)

def _reader_view(self, index, offset, shape, stride, requires_grad):
    if index not in self.storages:
        self.fail("unknown storage")
    t = torch.as_strided(self.storages[index], shape, stride, offset)
    return t.requires_grad_(True) if requires_grad else t

def _reader_pview(self, index, offset, shape, stride, requires_grad):
    return torch.nn.Parameter(_reader_view(self, index, offset, shape, stride, False), requires_grad=requires_grad)

def _reader_memo(self, index, value):
    self.memo[index] = value
    return value

def _reader_ref(self, index):
    if index not in self.memo:
        self.fail("unknown reference")
    return self.memo[index]

def _reader_object(self, module, qualname, state):
    cls = _find_class(module, qualname)
    obj = cls.__new__(cls)
    if hasattr(obj, "__setstate__"):
        obj.__setstate__(state)
    else:
        obj.__dict__.update(state)
    return obj

_Reader.file = _reader_file
_Reader.storage = _reader_storage
_Reader.view = _reader_view
_Reader.pview = _reader_pview
_Reader.memo_ = _reader_memo
_Reader.ref = _reader_ref
_Reader.object_ = _reader_object
_READER_CALLS = {"_file": "file", "_storage": "storage", "_tview": "view", "_pview": "pview", "_memo": "memo_",
                 "_ref": "ref", "_object": "object_"}

def save(obj, f, pickle_module=None, pickle_protocol=2, _use_new_zipfile_serialization=True):
    writer = _Writer()
    body = []
    writer.dump(obj, body)
    text = _MAGIC + "_file([" + ", ".join(writer.storage_out) + "], " + "".join(body) + ")\n"
    if hasattr(f, "write"):
        # A binary stream (io.BytesIO, open(path, "wb")) takes the text's bytes.
        try:
            f.write(text)
        except TypeError:
            f.write(text.encode("utf-8"))
        return
    with open(f, "w") as fh:
        fh.write(text)

def load(f, map_location=None, pickle_module=None, *, weights_only=False, **pickle_load_args):
    if hasattr(f, "read"):
        text = f.read()
        if isinstance(text, bytes):
            text = text.decode("utf-8")
    else:
        with open(f) as fh:
            text = fh.read()
    if not text.startswith(_MAGIC):
        raise RuntimeError("torch.load: not a file written by torch.save of this implementation")
    reader = _Reader(text[len(_MAGIC):])
    value = reader.value()
    if reader.peek() != "":
        reader.fail("trailing data")
    return value

_CONSTANTS = {"True": True, "False": False, "None": None, "nan": float("nan"), "inf": float("inf"),
              "-inf": float("-inf")}
_CALLS = {"_tensor": _tensor, "_param": _param, "_ordered": OrderedDict, "torch.Size": torch.Size,
          "torch.device": torch.device, "_set": set, "_frozenset": frozenset}

torch.save = save
torch.load = load
)PY";

void initSerialization(Interp& in, PyModule& m) { runSourceModule(in, m, "torch.serialization", kSerializationPy); }

}  // namespace

void registerSerialization(Interp& in) { in.registerModule("torch.serialization", initSerialization); }

}  // namespace ts::py
