// ===--- stdlib_bytearray_py.cpp - the bytearray builtin, in Python -------=== //
// bytearray is a mutable sequence of ints in range(256) with bytes' text
// methods. It is written in Python over a list of ints (mutation is the
// list's, in place) and loaded on first use of the name (Note [Lazy
// builtins] in compile_expr.cpp). Sizes no machine holds fail as `[0] * n`
// does (MemoryError before any allocation). Messages are CPython 3.11's.
#include "python/stdlib_py.h"

namespace ts::py {

extern const char* kBytearraySource;

const char* kBytearraySource = R"PY(
def _byte(v):
    if not isinstance(v, int):
        raise TypeError(f"'{type(v).__name__}' object cannot be interpreted as an integer")
    if v < 0 or v > 255:
        raise ValueError("byte must be in range(0, 256)")
    return v

def _ints(src):
    if isinstance(src, bytearray):
        return list(src._b)
    if isinstance(src, bytes):
        return list(src)
    if isinstance(src, str):
        raise TypeError("can't concat str to bytearray")
    if isinstance(src, (int, float)) or src is None:
        raise TypeError(f"can't concat {type(src).__name__} to bytearray")
    return [_byte(v) for v in src]

def _bytes_like(other, what):
    if isinstance(other, bytearray):
        return other._b
    if isinstance(other, bytes):
        return list(other)
    raise TypeError(f"can't concat {type(other).__name__} to {what}")

def _wrap(items):
    r = bytearray()
    r._b = items
    return r

class bytearray:
    __module__ = "builtins"
    __hash__ = None

    def __init__(self, source=None, encoding=None, errors=None):
        if source is None:
            if encoding is not None or errors is not None:
                raise TypeError("encoding or errors without sequence argument")
            self._b = []
        elif isinstance(source, str):
            if encoding is None:
                raise TypeError("string argument without an encoding")
            self._b = list(source.encode(encoding))
        elif encoding is not None or errors is not None:
            raise TypeError("encoding without a string argument" if errors is None or encoding is not None
                            else "errors without a string argument")
        elif isinstance(source, bool) or isinstance(source, int):
            if source < 0:
                raise ValueError("negative count")
            self._b = [0] * source
        elif isinstance(source, bytearray):
            self._b = list(source._b)
        elif isinstance(source, bytes):
            self._b = list(source)
        elif isinstance(source, float) or not hasattr(source, "__iter__"):
            raise TypeError(f"cannot convert '{type(source).__name__}' object to bytearray")
        else:
            self._b = [_byte(v) for v in source]

    def __len__(self):
        return len(self._b)

    def __iter__(self):
        return iter(self._b)

    def __bytes__(self):
        return bytes(self._b)

    def __repr__(self):
        return "bytearray(" + repr(bytes(self._b)) + ")"

    __str__ = __repr__

    def _index(self, i):
        n = len(self._b)
        if not isinstance(i, int):
            raise TypeError(f"bytearray indices must be integers or slices, not {type(i).__name__}")
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError("bytearray index out of range")
        return i

    def __getitem__(self, i):
        if isinstance(i, slice):
            return _wrap(self._b[i])
        return self._b[self._index(i)]

    def __setitem__(self, i, v):
        if isinstance(i, slice):
            if isinstance(v, int):
                raise TypeError("can assign only bytes, buffers, or iterables of ints in range(0, 256)")
            self._b[i] = _ints(v)
        else:
            self._b[self._index(i)] = _byte(v)

    def __delitem__(self, i):
        if isinstance(i, slice):
            del self._b[i]
        else:
            del self._b[self._index(i)]

    def __eq__(self, other):
        if isinstance(other, (bytes, bytearray)):
            return self._b == _bytes_like(other, "bytearray")
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, (bytes, bytearray)):
            return self._b != _bytes_like(other, "bytearray")
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, (bytes, bytearray)):
            return self._b < _bytes_like(other, "bytearray")
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, (bytes, bytearray)):
            return self._b <= _bytes_like(other, "bytearray")
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, (bytes, bytearray)):
            return self._b > _bytes_like(other, "bytearray")
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, (bytes, bytearray)):
            return self._b >= _bytes_like(other, "bytearray")
        return NotImplemented

    def __add__(self, other):
        return _wrap(self._b + _bytes_like(other, "bytearray"))

    def __radd__(self, other):
        if isinstance(other, bytes):
            return bytes(list(other) + self._b)
        return NotImplemented

    def __iadd__(self, other):
        self._b += _bytes_like(other, "bytearray")
        return self

    def __mul__(self, n):
        if not hasattr(n, "__index__"):
            return NotImplemented
        return _wrap(self._b * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self._b *= n
        return self

    def __contains__(self, x):
        if isinstance(x, int):
            return _byte(x) in self._b
        return self.find(x) >= 0

    def append(self, x):
        self._b.append(_byte(x))

    def extend(self, src):
        self._b.extend(_ints(src) if not isinstance(src, str) else _raise_str())

    def insert(self, i, x):
        self._b.insert(i, _byte(x))

    def pop(self, i=-1):
        if not self._b:
            raise IndexError("pop from empty bytearray")
        n = len(self._b)
        if i < -n or i >= n:
            raise IndexError("pop index out of range")
        return self._b.pop(i)

    def remove(self, x):
        x = _byte(x)
        if x not in self._b:
            raise ValueError("value not found in bytearray")
        self._b.remove(x)

    def clear(self):
        self._b.clear()

    def reverse(self):
        self._b.reverse()

    def copy(self):
        return _wrap(list(self._b))

    def decode(self, encoding="utf-8", errors="strict"):
        return bytes(self._b).decode(encoding, errors)

    def hex(self):
        return bytes(self._b).hex()

    def _sub(self, x):
        if isinstance(x, int):
            return [_byte(x)]
        return list(_bytes_like(x, "bytearray")) if isinstance(x, (bytes, bytearray)) else _raise_arg(x)

    def find(self, sub, start=0, end=None):
        s = self._sub(sub)
        b = self._b
        n = len(b) if end is None else end
        for i in range(max(start, 0), n - len(s) + 1):
            if b[i:i + len(s)] == s:
                return i
        return -1

    def index(self, sub, start=0, end=None):
        i = self.find(sub, start, end)
        if i < 0:
            raise ValueError("subsection not found")
        return i

    def count(self, sub):
        s = self._sub(sub)
        if not s:
            return len(self._b) + 1
        n, i = 0, self.find(sub)
        while i >= 0:
            n += 1
            i = self.find(sub, i + len(s))
        return n

    def startswith(self, prefix):
        return bytes(self._b).startswith(bytes(prefix))

    def endswith(self, suffix):
        return bytes(self._b).endswith(bytes(suffix))

    @classmethod
    def fromhex(cls, s):
        s = "".join(s.split())
        if len(s) % 2:
            raise ValueError("non-hexadecimal number found in fromhex() arg at position " + str(len(s)))
        return _wrap([int(s[i:i + 2], 16) for i in range(0, len(s), 2)])

# bytes' other methods, on a copy: results that are bytes come back as
# bytearrays (CPython's bytearray shares the implementation with bytes).
def _forward(name):
    def method(self, *args, **kwargs):
        args = [bytes(a) if isinstance(a, bytearray) else a for a in args]
        r = getattr(bytes(self._b), name)(*args, **kwargs)
        if isinstance(r, bytes):
            return bytearray(r)
        if isinstance(r, (list, tuple)):
            return type(r)(bytearray(x) if isinstance(x, bytes) else x for x in r)
        return r
    method.__name__ = name
    return method

for _name in ("upper", "lower", "title", "capitalize", "swapcase", "strip", "lstrip", "rstrip", "replace",
              "split", "rsplit", "splitlines", "partition", "rpartition", "join", "zfill", "center", "ljust",
              "rjust", "expandtabs", "isalpha", "isdigit", "isalnum", "isspace", "islower", "isupper",
              "istitle", "isascii", "rfind", "rindex", "removeprefix", "removesuffix", "translate"):
    setattr(bytearray, _name, _forward(_name))

def _raise_str():
    raise TypeError("expected iterable of integers; got: 'str'")

def _raise_arg(x):
    raise TypeError(f"argument should be integer or bytes-like object, not '{type(x).__name__}'")


class memoryview:
    # A one-dimensional 'B' view of bytes (read-only) or a bytearray (shares
    # its list of ints, so writes through the view show in the bytearray).
    __module__ = "builtins"
    __hash__ = None

    def __init__(self, obj):
        if isinstance(obj, memoryview):
            self.obj, self._b, self.readonly = obj.obj, obj._b, obj.readonly
        elif isinstance(obj, bytearray):
            self.obj, self._b, self.readonly = obj, obj._b, False
        elif isinstance(obj, bytes):
            self.obj, self._b, self.readonly = obj, list(obj), True
        else:
            raise TypeError(f"memoryview: a bytes-like object is required, not '{type(obj).__name__}'")
        self._lo, self._n = 0, len(self._b)
        self.format, self.itemsize, self.ndim = "B", 1, 1

    @property
    def nbytes(self):
        return self._n

    @property
    def shape(self):
        return (self._n,)

    def __len__(self):
        return self._n

    def __getitem__(self, i):
        if isinstance(i, slice):
            start, stop, step = i.indices(self._n)
            if step != 1:
                return memoryview(bytes(self.tolist()[i]))
            v = memoryview(self)
            v._lo, v._n = self._lo + start, max(0, stop - start)
            return v
        if i < -self._n or i >= self._n:
            raise IndexError("index out of bounds on dimension 1")
        return self._b[self._lo + (i % self._n)]

    def __setitem__(self, i, v):
        if self.readonly:
            raise TypeError("cannot modify read-only memory")
        if i < -self._n or i >= self._n:
            raise IndexError("index out of bounds on dimension 1")
        self._b[self._lo + (i % self._n)] = _byte(v)

    def __iter__(self):
        return iter(self.tolist())

    def tolist(self):
        return self._b[self._lo:self._lo + self._n]

    def tobytes(self):
        return bytes(self.tolist())

    def hex(self, *args):
        return self.tobytes().hex(*args)

    def __eq__(self, other):
        if isinstance(other, (bytes, bytearray, memoryview)):
            return self.tolist() == list(other)
        return NotImplemented

    def release(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.release()

    def __repr__(self):
        return "<memory at 0x%012x>" % id(self)
)PY";

}  // namespace ts::py
