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

_ESCAPES = {"n": "\n", "r": "\r", "t": "\t", "\\": "\\", "'": "'", '"': '"', "0": "\0"}


class _Reader(object):
    # Reads what _dump writes; anything else is an error.
    def __init__(self, text):
        self.s = text
        self.i = 0

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


def save(obj, f, pickle_module=None, pickle_protocol=2, _use_new_zipfile_serialization=True):
    out = [_MAGIC]
    _dump(obj, out)
    text = "".join(out) + "\n"
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
          "torch.device": torch.device}

torch.save = save
torch.load = load
)PY";

void initSerialization(Interp& in, PyModule& m) { runSourceModule(in, m, "torch.serialization", kSerializationPy); }

}  // namespace

void registerSerialization(Interp& in) { in.registerModule("torch.serialization", initSerialization); }

}  // namespace ts::py
