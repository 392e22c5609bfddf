// ===--- stdlib_array_py.cpp - the array module ---------------------------=== //
// array.array keeps its items as a list of Python values already converted
// to the C type (ints range-checked with CPython's messages, 'f' rounded to
// float32 through struct), and uses struct for tobytes/frombytes.

namespace ts::py {

const char* kArraySource = R"PY(
import struct as _struct

typecodes = "bBuhHiIlLqQfd"
_SIZES = {"b": 1, "B": 1, "u": 4, "h": 2, "H": 2, "i": 4, "I": 4, "l": 8, "L": 8, "q": 8, "Q": 8, "f": 4, "d": 8}
# typecode: (min, max, below-min message, above-max message)
_LIMITS = {
    "b": (-128, 127, "signed char is less than minimum", "signed char is greater than maximum"),
    "B": (0, 255, "unsigned byte integer is less than minimum", "unsigned byte integer is greater than maximum"),
    "h": (-32768, 32767, "signed short integer is less than minimum", "signed short integer is greater than maximum"),
    "H": (0, 65535, "unsigned short is less than minimum", "unsigned short is greater than maximum"),
    "i": (-2 ** 31, 2 ** 31 - 1, "signed integer is less than minimum", "signed integer is greater than maximum"),
    "I": (0, 2 ** 32 - 1, "can't convert negative value to unsigned int", "unsigned int is greater than maximum"),
    "l": (-2 ** 63, 2 ** 63 - 1, "Python int too large to convert to C long", "Python int too large to convert to C long"),
    "L": (0, 2 ** 64 - 1, "can't convert negative value to unsigned int", "Python int too large to convert to C unsigned long"),
    "q": (-2 ** 63, 2 ** 63 - 1, "int too big to convert", "int too big to convert"),
    "Q": (0, 2 ** 64 - 1, "can't convert negative int to unsigned", "int too big to convert"),
}


def _convert(tc, v):
    if tc in "fd":
        if not isinstance(v, (int, float)) and not hasattr(type(v), "__float__"):
            raise TypeError("must be real number, not %s" % type(v).__name__)
        v = float(v)
        if tc == "f":
            v = _struct.unpack("f", _struct.pack("f", v))[0] if abs(v) < 3.4028235677973366e38 or v != v else v
        return v
    if tc == "u":
        if not isinstance(v, str) or len(v) != 1:
            raise TypeError("array item must be unicode character")
        return v
    if isinstance(v, float):
        raise TypeError("'float' object cannot be interpreted as an integer")
    if not isinstance(v, int):
        if hasattr(type(v), "__index__"):
            v = v.__index__()
        else:
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__)
    lo, hi, below, above = _LIMITS[tc]
    if v < lo:
        raise OverflowError(below)
    if v > hi:
        raise OverflowError(above)
    return int(v)


class array:
    def __init__(self, typecode, initializer=None):
        if not isinstance(typecode, str) or len(typecode) != 1:
            raise TypeError("array() argument 1 must be a unicode character, not %s" % type(typecode).__name__)
        if typecode not in _SIZES:
            raise ValueError("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
        self.typecode = typecode
        self.itemsize = _SIZES[typecode]
        self._items = []
        if initializer is None:
            return
        if isinstance(initializer, (bytes, bytearray)):
            self.frombytes(initializer)
        elif isinstance(initializer, str):
            if typecode != "u":
                raise TypeError("cannot use a str to initialize an array with typecode '%s'" % typecode)
            self._items = list(initializer)
        elif isinstance(initializer, array):
            if initializer.typecode == "u" and typecode != "u":
                raise TypeError("cannot use a unicode array to initialize an array with typecode '%s'" % typecode)
            self.extend(initializer._items)
        else:
            self.extend(initializer)

    def _new(self, items):
        a = array(self.typecode)
        a._items = items
        return a

    def append(self, v):
        self._items.append(_convert(self.typecode, v))

    def extend(self, iterable):
        if isinstance(iterable, array) and iterable.typecode != self.typecode:
            raise TypeError("can only extend with array of same kind")
        self._items.extend([_convert(self.typecode, v) for v in iterable])

    fromlist = extend

    def insert(self, i, v):
        self._items.insert(i, _convert(self.typecode, v))

    def pop(self, i=-1):
        if not self._items:
            raise IndexError("pop from empty array")
        if not -len(self._items) <= i < len(self._items):
            raise IndexError("pop index out of range")
        return self._items.pop(i)

    def remove(self, v):
        for i, x in enumerate(self._items):
            if x == v:
                del self._items[i]
                return
        raise ValueError("array.remove(x): x not in array")

    def index(self, v, start=0, stop=None):
        items = self._items
        stop = len(items) if stop is None else stop
        for i in range(*slice(start, stop).indices(len(items))):
            if items[i] == v:
                return i
        raise ValueError("array.index(x): x not in array")

    def count(self, v):
        return sum(1 for x in self._items if x == v)

    def reverse(self):
        self._items.reverse()

    def tolist(self):
        return list(self._items)

    def tounicode(self):
        if self.typecode != "u":
            raise ValueError("tounicode() may only be called on unicode type arrays")
        return "".join(self._items)

    def fromunicode(self, s):
        if self.typecode != "u":
            raise ValueError("fromunicode() may only be called on unicode type arrays")
        self._items.extend(s)

    def tobytes(self):
        if self.typecode == "u":
            return "".join(self._items).encode("utf-32-le")
        return _struct.pack("<%d%s" % (len(self._items), self._code()), *self._items)

    def _code(self):
        return {"l": "q", "L": "Q"}.get(self.typecode, self.typecode)

    def frombytes(self, data):
        data = bytes(data)
        if len(data) % self.itemsize:
            raise ValueError("bytes length not a multiple of item size")
        n = len(data) // self.itemsize
        self._items.extend(_struct.unpack("<%d%s" % (n, self._code()), data))

    def byteswap(self):
        if self.typecode == "u":
            return
        size = self.itemsize
        raw = self.tobytes()
        swapped = b"".join(raw[i:i + size][::-1] for i in range(0, len(raw), size))
        self._items = []
        self.frombytes(swapped)

    def buffer_info(self):
        return (id(self), len(self._items))

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(self._items)

    def __contains__(self, v):
        return v in self._items

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self._new(self._items[i])
        try:
            return self._items[i]
        except IndexError:
            raise IndexError("array index out of range")

    def __setitem__(self, i, v):
        if isinstance(i, slice):
            if not isinstance(v, array):
                raise TypeError("can only assign array (not \"%s\") to array slice" % type(v).__name__)
            if v.typecode != self.typecode:
                raise TypeError("bad argument type for built-in operation")
            self._items[i] = v._items
            return
        try:
            self._items[i] = _convert(self.typecode, v)
        except IndexError:
            raise IndexError("array assignment index out of range")

    def __delitem__(self, i):
        del self._items[i]

    def __add__(self, other):
        if not isinstance(other, array):
            raise TypeError("can only append array (not \"%s\") to array" % type(other).__name__)
        if other.typecode != self.typecode:
            raise TypeError("bad argument type for built-in operation")
        return self._new(self._items + other._items)

    def __iadd__(self, other):
        if not isinstance(other, array) or other.typecode != self.typecode:
            raise TypeError("can only extend with array of same kind")
        self._items.extend(other._items)
        return self

    def __mul__(self, n):
        return self._new(self._items * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self._items *= n
        return self

    def __eq__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items == other._items

    def __ne__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items != other._items

    def __lt__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items < other._items

    def __le__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items <= other._items

    def __gt__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items > other._items

    def __ge__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items >= other._items

    __hash__ = None

    def __copy__(self):
        return self._new(list(self._items))

    def __deepcopy__(self, memo):
        return self._new(list(self._items))

    def __reduce__(self):
        return (array, (self.typecode, list(self._items)))

    def __repr__(self):
        if not self._items:
            return "array('%s')" % self.typecode
        if self.typecode == "u":
            return "array('u', %r)" % "".join(self._items)
        return "array('%s', %r)" % (self.typecode, self._items)


ArrayType = array
)PY";

}  // namespace ts::py
