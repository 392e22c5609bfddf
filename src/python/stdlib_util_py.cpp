// ===--- stdlib_util_py.cpp - contextlib, types, numbers, gc, textwrap -----=== //
// Small standard-library modules model programs import beside torch,
// written for this evaluator after CPython 3.11's behaviour.
#include <cerrno>
#include <string>

namespace ts::py {

namespace {

/// errno's source: the platform's codes (from <cerrno>) and errorcode.
std::string errnoSource() {
  std::string names, s;
  auto add = [&](const char* name, int value) {
    s += std::string(name) + " = " + std::to_string(value) + "\n";
    names += std::string(name) + ", ";
  };
#define TS_ERRNO(n) add(#n, n);
  TS_ERRNO(EPERM) TS_ERRNO(ENOENT) TS_ERRNO(ESRCH) TS_ERRNO(EINTR) TS_ERRNO(EIO) TS_ERRNO(ENXIO)
  TS_ERRNO(E2BIG) TS_ERRNO(ENOEXEC) TS_ERRNO(EBADF) TS_ERRNO(ECHILD) TS_ERRNO(EAGAIN) TS_ERRNO(ENOMEM)
  TS_ERRNO(EACCES) TS_ERRNO(EFAULT) TS_ERRNO(EBUSY) TS_ERRNO(EEXIST) TS_ERRNO(EXDEV) TS_ERRNO(ENODEV)
  TS_ERRNO(ENOTDIR) TS_ERRNO(EISDIR) TS_ERRNO(EINVAL) TS_ERRNO(ENFILE) TS_ERRNO(EMFILE) TS_ERRNO(ENOTTY)
  TS_ERRNO(EFBIG) TS_ERRNO(ENOSPC) TS_ERRNO(ESPIPE) TS_ERRNO(EROFS) TS_ERRNO(EMLINK) TS_ERRNO(EPIPE)
  TS_ERRNO(EDOM) TS_ERRNO(ERANGE) TS_ERRNO(EDEADLK) TS_ERRNO(ENAMETOOLONG) TS_ERRNO(ENOSYS)
  TS_ERRNO(ENOTEMPTY) TS_ERRNO(ELOOP) TS_ERRNO(ETIMEDOUT) TS_ERRNO(ECONNREFUSED) TS_ERRNO(ECONNRESET)
#undef TS_ERRNO
  s += "EWOULDBLOCK = EAGAIN\n";
  s += "errorcode = {v: k for k, v in reversed(list(dict(globals()).items())) if k.startswith('E') and isinstance(v, int)}\n";
  return s;
}

const std::string kErrnoText = errnoSource();

}  // namespace

const char* kErrnoSource = kErrnoText.c_str();

const char* kContextlibSource = R"PY(
import functools


class _GeneratorContextManager:
    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds

    def __enter__(self):
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            self.gen.throw(value)
        except StopIteration as exc:
            return exc is not value
        except BaseException as exc:
            if exc is value:
                return False
            raise
        raise RuntimeError("generator didn't stop after throw()")

    def __call__(self, func):
        @functools.wraps(func)
        def inner(*args, **kwds):
            with _GeneratorContextManager(self.func, self.args, self.kwds):
                return func(*args, **kwds)
        return inner


def contextmanager(func):
    @functools.wraps(func)
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return helper


class AbstractContextManager:
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return None


class ContextDecorator:
    def __call__(self, func):
        @functools.wraps(func)
        def inner(*args, **kwds):
            with self:
                return func(*args, **kwds)
        return inner


class nullcontext(AbstractContextManager):
    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class suppress(AbstractContextManager):
    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __exit__(self, exctype, excinst, exctb):
        return exctype is not None and issubclass(exctype, self._exceptions)


class closing(AbstractContextManager):
    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class redirect_stdout(AbstractContextManager):
    def __init__(self, new_target):
        self._new_target = new_target

    def __enter__(self):
        import sys
        self._old = sys.stdout
        sys.stdout = self._new_target
        return self._new_target

    def __exit__(self, *exc):
        import sys
        sys.stdout = self._old


class ExitStack(AbstractContextManager):
    def __init__(self):
        self._exit_callbacks = []

    def enter_context(self, cm):
        result = type(cm).__enter__(cm)
        self._exit_callbacks.append(lambda typ, val, tb: type(cm).__exit__(cm, typ, val, tb))
        return result

    def push(self, exit):
        self._exit_callbacks.append(exit)
        return exit

    def callback(self, callback, *args, **kwds):
        def _exit_wrapper(typ, val, tb):
            callback(*args, **kwds)
        self._exit_callbacks.append(_exit_wrapper)
        return callback

    def pop_all(self):
        new_stack = ExitStack()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def close(self):
        self.__exit__(None, None, None)

    def __exit__(self, typ, val, tb):
        suppressed = False
        pending = None
        while self._exit_callbacks:
            cb = self._exit_callbacks.pop()
            try:
                if cb(typ, val, tb):
                    suppressed = True
                    typ, val, tb = None, None, None
                    pending = None
            except BaseException as exc:
                typ, val, tb = type(exc), exc, None
                pending = exc
        if pending is not None:
            raise pending
        return suppressed and typ is None
)PY";

const char* kTypesSource = R"PY(
def _f():
    pass


class _C:
    def _m(self):
        pass


def _g():
    yield 1


FunctionType = type(_f)
LambdaType = FunctionType
MethodType = type(_C()._m)
BuiltinFunctionType = type(len)
BuiltinMethodType = BuiltinFunctionType
GeneratorType = type(_g())
import math as _math
ModuleType = type(_math)
NoneType = type(None)
EllipsisType = type(...)
NotImplementedType = type(NotImplemented)


def _type_repr(t):
    if t is ...:
        return "..."
    if isinstance(t, type) and not isinstance(t, GenericAlias):
        if t.__module__ == "builtins":
            return t.__qualname__
        return t.__module__ + "." + t.__qualname__
    return repr(t)


class GenericAlias:
    """list[int]: a builtin class subscripted in an annotation (PEP 585)."""

    def __init__(self, origin, args):
        self.__origin__ = origin
        self.__args__ = args if isinstance(args, tuple) else (args,)
        self.__parameters__ = ()

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __getitem__(self, item):
        return GenericAlias(self.__origin__, item)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __instancecheck__(self, obj):
        raise TypeError("isinstance() argument 2 cannot be a parameterized generic")

    def __eq__(self, other):
        if not isinstance(other, GenericAlias):
            return NotImplemented
        return self.__origin__ is other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __repr__(self):
        if self.__args__ == ():
            return _type_repr(self.__origin__) + "[()]"
        return _type_repr(self.__origin__) + "[" + ", ".join(_type_repr(a) for a in self.__args__) + "]"


    def __or__(self, other):
        return _union(self, other)

    def __ror__(self, other):
        return _union(other, self)


class UnionType:
    """int | str (PEP 604): what `|` between classes, None and aliases makes."""

    def __init__(self, args):
        self.__args__ = args
        self.__parameters__ = ()

    def __or__(self, other):
        return _union(self, other)

    def __ror__(self, other):
        return _union(other, self)

    def __instancecheck__(self, obj):
        return any(isinstance(obj, a) for a in self.__args__)

    def __subclasscheck__(self, cls):
        return any(issubclass(cls, a) for a in self.__args__)

    def __eq__(self, other):
        if not isinstance(other, UnionType):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __repr__(self):
        return " | ".join("None" if a is NoneType else _type_repr(a) for a in self.__args__)


def _union(a, b):
    # Members flatten and repeat once; NotImplemented for an operand `|`
    # does not take (the other side's __ror__ may).
    args = []
    for x in (a, b):
        if x is None:
            x = NoneType
        if not isinstance(x, (type, GenericAlias, UnionType)):
            return NotImplemented
        for m in (x.__args__ if isinstance(x, UnionType) else (x,)):
            if m not in args:
                args.append(m)
    return args[0] if len(args) == 1 else UnionType(tuple(args))


class SimpleNamespace:
    def __init__(self, **kwargs):
        self.__dict__.update(kwargs)

    def __repr__(self):
        items = ("{}={!r}".format(k, v) for k, v in self.__dict__.items())
        return "{}({})".format("namespace" if type(self) is SimpleNamespace else type(self).__name__,
                               ", ".join(items))

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented


class MappingProxyType:
    def __init__(self, mapping):
        self._m = mapping

    def __getitem__(self, k):
        return self._m[k]

    def __iter__(self):
        return iter(self._m)

    def __len__(self):
        return len(self._m)

    def __contains__(self, k):
        return k in self._m

    def keys(self):
        return self._m.keys()

    def values(self):
        return self._m.values()

    def items(self):
        return self._m.items()

    def get(self, k, default=None):
        return self._m.get(k, default)

    def __repr__(self):
        return "mappingproxy(" + repr(self._m) + ")"
)PY";

const char* kNumbersSource = R"PY(
from abc import ABCMeta


class Number(metaclass=ABCMeta):
    __hash__ = None


class Complex(Number):
    pass


class Real(Complex):
    pass


class Rational(Real):
    pass


class Integral(Rational):
    pass


Complex.register(complex)
Real.register(float)
Integral.register(int)
)PY";

const char* kTextwrapSource = R"PY(
def dedent(text):
    lines = text.split("\n")
    margin = None
    for line in lines:
        stripped = line.lstrip(" \t")
        if not stripped:
            continue
        indent = line[:len(line) - len(stripped)]
        if margin is None:
            margin = indent
        elif indent.startswith(margin):
            pass
        elif margin.startswith(indent):
            margin = indent
        else:
            i = 0
            while i < len(margin) and i < len(indent) and margin[i] == indent[i]:
                i += 1
            margin = margin[:i]
    out = []
    for line in lines:
        if not line.strip(" \t"):
            out.append("")
        elif margin:
            out.append(line[len(margin):])
        else:
            out.append(line)
    return "\n".join(out)


def indent(text, prefix, predicate=None):
    if predicate is None:
        predicate = lambda line: line.strip()
    return "".join(prefix + line if predicate(line) else line for line in text.splitlines(True))


def wrap(text, width=70, initial_indent="", subsequent_indent="", break_long_words=True):
    words = text.split()
    lines = []
    cur = []
    cur_len = 0
    for w in words:
        indent = initial_indent if not lines else subsequent_indent
        room = width - len(indent)
        if cur and cur_len + 1 + len(w) > room:
            lines.append(indent + " ".join(cur))
            cur, cur_len = [], 0
            indent = subsequent_indent
            room = width - len(indent)
        while break_long_words and not cur and len(w) > room:
            lines.append(indent + w[:room])
            w = w[room:]
            indent = subsequent_indent
            room = width - len(indent)
        cur.append(w)
        cur_len = cur_len + 1 + len(w) if cur_len else len(w)
    if cur:
        lines.append((initial_indent if not lines else subsequent_indent) + " ".join(cur))
    return lines


def fill(text, width=70, **kwargs):
    return "\n".join(wrap(text, width, **kwargs))


def shorten(text, width, placeholder=" [...]"):
    text = " ".join(text.split())
    if len(text) <= width:
        return text
    words = text.split()
    out = ""
    for w in words:
        cand = (out + " " + w) if out else w
        if len(cand) + len(placeholder) > width:
            break
        out = cand
    return (out + placeholder) if out else placeholder.lstrip()
)PY";

}  // namespace ts::py
