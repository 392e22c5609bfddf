// ===--- stdlib_collections_user_py.cpp - UserDict, UserList, UserString ---=== //
// collections' wrapper classes, in Python: each keeps the wrapped value in
// `data` and gets the rest of its interface from the collections.abc mixins
// (UserString's str methods wrap their str results back, as CPython's do).
// Imported by collections as the private module _collections_user.
#include "python/stdlib_py.h"

namespace ts::py {

extern const char* kCollectionsUserSource;

const char* kCollectionsUserSource = R"PY(
from collections.abc import MutableMapping, MutableSequence, Sequence


class UserDict(MutableMapping):
    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        if hasattr(self.__class__, "__missing__"):
            return self.__class__.__missing__(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        return repr(self.data)

    def __or__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(self.data | other.data)
        if isinstance(other, dict):
            return self.__class__(self.data | other)
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(other.data | self.data)
        if isinstance(other, dict):
            return self.__class__(other | self.data)
        return NotImplemented

    def __ior__(self, other):
        self.data |= other.data if isinstance(other, UserDict) else other
        return self

    def copy(self):
        c = self.__class__.__new__(self.__class__)
        c.__dict__.update(self.__dict__)
        c.data = self.data.copy()
        return c

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d


class UserList(MutableSequence):
    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            self.data[:] = initlist.data[:] if isinstance(initlist, UserList) else list(initlist)

    def __repr__(self):
        return repr(self.data)

    def _cast(self, other):
        return other.data if isinstance(other, UserList) else other

    def __lt__(self, other):
        return self.data < self._cast(other)

    def __le__(self, other):
        return self.data <= self._cast(other)

    def __eq__(self, other):
        return self.data == self._cast(other)

    def __gt__(self, other):
        return self.data > self._cast(other)

    def __ge__(self, other):
        return self.data >= self._cast(other)

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.__class__(self.data[i]) if isinstance(i, slice) else self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __add__(self, other):
        if isinstance(other, UserList):
            return self.__class__(self.data + other.data)
        if isinstance(other, type(self.data)):
            return self.__class__(self.data + other)
        return self.__class__(self.data + list(other))

    def __radd__(self, other):
        if isinstance(other, UserList):
            return self.__class__(other.data + self.data)
        if isinstance(other, type(self.data)):
            return self.__class__(other + self.data)
        return self.__class__(list(other) + self.data)

    def __iadd__(self, other):
        self.data += other.data if isinstance(other, UserList) else list(other)
        return self

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        self.data.extend(other.data if isinstance(other, UserList) else other)


class UserString(Sequence):
    def __init__(self, seq):
        self.data = seq.data[:] if isinstance(seq, UserString) else str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __hash__(self):
        return hash(self.data)

    def _cast(self, other):
        return other.data if isinstance(other, UserString) else other

    def __eq__(self, other):
        return self.data == self._cast(other)

    def __lt__(self, other):
        return self.data < self._cast(other)

    def __le__(self, other):
        return self.data <= self._cast(other)

    def __gt__(self, other):
        return self.data > self._cast(other)

    def __ge__(self, other):
        return self.data >= self._cast(other)

    def __contains__(self, char):
        return self._cast(char) in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.__class__(self.data[index])

    def __add__(self, other):
        return self.__class__(self.data + (other.data if isinstance(other, UserString) else str(other)))

    def __radd__(self, other):
        return self.__class__(str(other) + self.data)

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return self.__class__(self.data % args)


def _wrap_str_method(name):
    method = getattr(str, name)

    def wrapper(self, *args, **kwargs):
        args = [a.data if isinstance(a, UserString) else a for a in args]
        result = method(self.data, *args, **kwargs)
        return self.__class__(result) if isinstance(result, str) else result
    wrapper.__name__ = name
    return wrapper


for _name in ("capitalize", "casefold", "center", "count", "endswith", "expandtabs", "find", "format", "index",
              "isalpha", "isalnum", "isascii", "isdecimal", "isdigit", "isidentifier", "islower", "isnumeric",
              "isprintable", "isspace", "istitle", "isupper", "join", "ljust", "lower", "lstrip", "partition",
              "removeprefix", "removesuffix", "replace", "rfind", "rindex", "rjust", "rpartition", "rsplit",
              "rstrip", "split", "splitlines", "startswith", "strip", "swapcase", "title", "translate", "upper",
              "zfill"):
    setattr(UserString, _name, _wrap_str_method(_name))
)PY";

}  // namespace ts::py
