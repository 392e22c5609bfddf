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
    if isinstance(value, SyntaxError):
        return _format_syntax_error(value, name)
    msg = str(value)
    return [name + (": " + msg if msg else "") + "\n"]

def _syntax_field(value, name, index):
    if hasattr(value, name):
        return getattr(value, name)
    args = value.args
    if len(args) == 2 and isinstance(args[1], tuple) and index < len(args[1]):
        return args[1][index]
    return None

# A SyntaxError shows where it was found: the file and line, the source line
# without its indentation, and carets from offset to end_offset.
def _format_syntax_error(value, name):
    out = []
    filename = _syntax_field(value, "filename", 0)
    lineno = _syntax_field(value, "lineno", 1)
    suffix = ""
    if lineno is not None:
        out.append('  File "{}", line {}\n'.format(filename or "<string>", lineno))
    elif filename is not None:
        suffix = " ({})".format(filename)
    text = _syntax_field(value, "text", 3)
    offset = _syntax_field(value, "offset", 2)
    if text is not None:
        rtext = text.rstrip("\n")
        ltext = rtext.lstrip(" \n\f")
        spaces = len(rtext) - len(ltext)
        out.append("    {}\n".format(ltext))
        if offset is not None:
            end_offset = _syntax_field(value, "end_offset", 5)
            if end_offset is None or end_offset == 0:
                end_offset = offset
            if offset == end_offset or end_offset == -1:
                end_offset = offset + 1
            colno = offset - 1 - spaces
            end_colno = end_offset - 1 - spaces
            if colno >= 0:
                caretspace = "".join(c if c.isspace() else " " for c in ltext[:colno])
                out.append("    {}{}\n".format(caretspace, "^" * (end_colno - colno)))
    msg = getattr(value, "msg", value.args[0] if value.args else None)
    out.append("{}: {}{}\n".format(name, msg or "<no detail available>", suffix))
    return out

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
