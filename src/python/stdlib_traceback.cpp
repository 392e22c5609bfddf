// ===--- stdlib_traceback.cpp - traceback and sys.exc_info ----------------=== //
// `traceback` formats exceptions with the text the interpreter prints for an
// uncaught one (formatExceptionText): `_traceback.format(exc)` gives it, and
// the Python source splits it into CPython's list items (the header, one
// item per frame with its source and caret lines, the separators of chained
// exceptions, the final "Type: message" line). Exceptions carry no
// traceback objects here (`__traceback__` is None), so `tb` arguments and
// `limit` are accepted and ignored.
#include "python/builtins.h"
#include "python/interpreter_impl.h"

namespace ts::py {

namespace {

IValue formatNative(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "format", 1, 1);
  auto* e = asPyT<PyInstance>(a[0]);
  if (!e || !e->type->isSubtype(in.e.BaseException)) in.raise(in.e.TypeError, "format(): expected an exception");
  return IValue(formatExceptionText(in, a[0]));
}

const char* kTracebackSource = R"PY(
import sys
import _traceback

_SEPARATORS = ("\nThe above exception was the direct cause of the following exception:\n\n",
               "\nDuring handling of the above exception, another exception occurred:\n\n")

def _split(text):
    items = []
    lines = text.splitlines(True)
    i = 0
    while i < len(lines):
        line = lines[i]
        if line == "\n" and i + 2 < len(lines) and lines[i + 2] == "\n":
            items.append(line + lines[i + 1] + lines[i + 2])
            i += 3
            continue
        if line.startswith("  File ") or line.startswith("  [Previous line"):
            chunk = line
            i += 1
            while i < len(lines) and lines[i].startswith("    "):
                chunk += lines[i]
                i += 1
            items.append(chunk)
            continue
        if items and not line.startswith("Traceback (most recent call last):") and not items[-1].startswith(
                "  File ") and not items[-1] in _SEPARATORS and not items[-1].startswith("Traceback"):
            items[-1] += line
        else:
            items.append(line)
        i += 1
    return items

def _value_of(exc, value):
    if value is not _MISSING:
        return value
    if isinstance(exc, BaseException):
        return exc
    return None

_MISSING = object()

def format_exception(exc, value=_MISSING, tb=_MISSING, limit=None, chain=True):
    value = _value_of(exc, value)
    if value is None:
        return ["NoneType: None\n"]
    return _split(_traceback.format(value))

def format_exception_only(exc, value=_MISSING):
    value = _value_of(exc, value)
    if value is None:
        return ["NoneType: None\n"]
    name = type(value).__qualname__
    mod = type(value).__module__
    if mod not in ("builtins", "__main__"):
        name = mod + "." + name
    msg = str(value)
    return [name + (": " + msg if msg else "") + "\n"]

def print_exception(exc, value=_MISSING, tb=_MISSING, limit=None, file=None, chain=True):
    if file is None:
        file = sys.stderr
    for item in format_exception(exc, value, tb, limit, chain):
        print(item, file=file, end="")

def format_exc(limit=None, chain=True):
    return "".join(format_exception(sys.exc_info()[1], limit=limit, chain=chain))

def print_exc(limit=None, file=None, chain=True):
    print_exception(sys.exc_info()[1], limit=limit, file=file, chain=chain)

def print_stack(f=None, limit=None, file=None):
    pass

def format_stack(f=None, limit=None):
    return []

def extract_stack(f=None, limit=None):
    return []
)PY";

void initTraceback(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kTracebackSource); }

void initTracebackNative(Interp& in, PyModule& m) {
  m.dict->set(in, in.intern("format"), in.native("format", formatNative));
}

}  // namespace

/// sys.exc_info(): (type, value, None) of the exception being handled.
IValue sysExcInfo(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "exc_info", 0, 0);
  if (in.handling.empty() || in.handling.back().isNone()) return in.newTuple({IValue(), IValue(), IValue()});
  const IValue& exc = in.handling.back();
  return in.newTuple({box(typeOf(in, exc)), exc, IValue()});
}

void registerTracebackModule(Interp& in) {
  in.registerModule("_traceback", initTracebackNative);
  in.registerModule("traceback", initTraceback);
}

}  // namespace ts::py
