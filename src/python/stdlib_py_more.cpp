// ===--- stdlib_py_more.cpp - Python sources of enum/dataclasses/warnings -=== //
// The remaining Python-source modules (see stdlib_py.cpp).
#include "python/stdlib_py.h"

namespace ts::py {

extern const char* kEnumSource;
extern const char* kCollectionsAbcSource;
extern const char* kDataclassesSource;
extern const char* kWarningsSource;

const char* kCollectionsAbcSource = R"PY(
from abc import ABCMeta, abstractmethod

_UNHASHABLE = (list, dict, set)

def _has(C, methods):
    for m in methods:
        for B in C.__mro__:
            if m == "__hash__" and B in _UNHASHABLE:
                return False  # their __hash__ is None in CPython
            if m in B.__dict__:
                if B.__dict__[m] is None:
                    return False
                break
        else:
            # Builtin types keep some slots (a function's __call__) off __dict__.
            if getattr(C, m, None) is None:
                return False
    return True

class _AbcMeta(ABCMeta):
    # CPython's one-trick ABCs (Iterable, Sized, ...) recognize any class
    # that has their methods (__subclasshook__); the rest go by register().
    def __subclasscheck__(cls, subclass):
        if super().__subclasscheck__(subclass):
            return True
        required = cls.__dict__.get("_required")
        return bool(required) and isinstance(subclass, type) and _has(subclass, required)

class Hashable(metaclass=_AbcMeta):
    _required = ("__hash__",)

class Iterable(metaclass=_AbcMeta):
    _required = ("__iter__",)

class Iterator(Iterable):
    _required = ("__iter__", "__next__")
    def __iter__(self):
        return self

class Reversible(Iterable):
    _required = ("__reversed__", "__iter__")

class Generator(Iterator):
    _required = ("__iter__", "__next__", "send", "throw", "close")

class Sized(metaclass=_AbcMeta):
    _required = ("__len__",)

class Container(metaclass=_AbcMeta):
    _required = ("__contains__",)

class Callable(metaclass=_AbcMeta):
    _required = ("__call__",)

class Collection(Sized, Iterable, Container):
    _required = ("__len__", "__iter__", "__contains__")

class Sequence(Reversible, Collection):
    _required = ()
    def __iter__(self):
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return
    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False
    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]
    def index(self, value, start=0, stop=None):
        i = start
        while stop is None or i < stop:
            try:
                v = self[i]
            except IndexError:
                break
            if v is value or v == value:
                return i
            i += 1
        raise ValueError
    def count(self, value):
        return sum(1 for v in self if v is value or v == value)

class MutableSequence(Sequence):
    def append(self, value):
        self.insert(len(self), value)
    def clear(self):
        try:
            while True:
                self.pop()
        except IndexError:
            pass
    def reverse(self):
        n = len(self)
        for i in range(n // 2):
            self[i], self[n - i - 1] = self[n - i - 1], self[i]
    def extend(self, values):
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)
    def pop(self, index=-1):
        v = self[index]
        del self[index]
        return v
    def remove(self, value):
        del self[self.index(value)]
    def __iadd__(self, values):
        self.extend(values)
        return self

class Mapping(Collection):
    _required = ()
    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default
    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        return True
    def keys(self):
        return list(self)
    def items(self):
        return [(k, self[k]) for k in self]
    def values(self):
        return [self[k] for k in self]

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

_marker = object()

class MutableMapping(Mapping):
    # CPython's mixin methods, over __getitem__/__setitem__/__delitem__/__iter__.
    def pop(self, key, default=_marker):
        try:
            value = self[key]
        except KeyError:
            if default is _marker:
                raise
            return default
        del self[key]
        return value
    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value
    def clear(self):
        try:
            while True:
                self.popitem()
        except KeyError:
            pass
    def update(self, other=(), /, **kwds):
        if isinstance(other, Mapping):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value
    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default

class Set(Collection):
    _required = ()

class MutableSet(Set):
    pass

Sequence.register(tuple)
Sequence.register(str)
Sequence.register(range)
Sequence.register(bytes)
MutableSequence.register(list)
MutableMapping.register(dict)
Set.register(frozenset)
MutableSet.register(set)
)PY";

const char* kEnumSource = R"PY(
class auto:
    _counter = 0
    def __init__(self):
        auto._counter += 1
        self._order = auto._counter
        self._value = auto
    # CPython resolves auto() while the class body runs, so `RW = R | W` sees
    # values; here they resolve when the class is made, so operators defer.
    def __or__(self, other): return _AutoOp(lambda a, b: a | b, self, other)
    def __ror__(self, other): return _AutoOp(lambda a, b: a | b, other, self)
    def __and__(self, other): return _AutoOp(lambda a, b: a & b, self, other)
    def __rand__(self, other): return _AutoOp(lambda a, b: a & b, other, self)
    def __xor__(self, other): return _AutoOp(lambda a, b: a ^ b, self, other)
    def __add__(self, other): return _AutoOp(lambda a, b: a + b, self, other)

class _AutoOp(auto):
    def __init__(self, fn, *args):
        self._fn = fn
        self._args = args

def _auto_value(v, cls, name):
    if isinstance(v, _AutoOp):
        return v._fn(*[_auto_value(a, cls, name) if isinstance(a, auto) else a for a in v._args])
    if v._value is auto:
        v._value = cls._generate_next_value_(name, 1, len(cls._member_names_),
                                             [m._value_ for m in cls._member_map_.values()])
    return v._value

def _is_member(name, value):
    if name.startswith("_"):
        return False
    if callable(value) and not isinstance(value, auto):
        return False
    if isinstance(value, (property, staticmethod, classmethod)):
        return False
    return True

def _data_type(bases):
    for base in bases:
        for t in base.__mro__:
            if t in (int, str, float, tuple, bytes):
                return t
    return object

def _keep_enum_formatting(cls, ns, member_type):
    # The mixed-in data type's __repr__/__str__/__format__ come first on the
    # MRO (Mode, str, Enum): the enum's own are meant, as in CPython.
    if member_type is object:
        return
    for name in ("__repr__", "__str__", "__format__"):
        if name in ns:
            continue
        for b in cls.__mro__:
            if name in b.__dict__:
                if b is member_type or b is object:
                    for e in cls.__mro__[1:]:
                        if isinstance(e, EnumMeta) and name in e.__dict__:
                            type.__setattr__(cls, name, e.__dict__[name])
                            break
                break

def _functional_enum(cls, name, names, module, mixin, start):
    # Enum("Animal", "CAT DOG"): names as a string, a sequence of names or of
    # (name, value) pairs, or a mapping; bare names get _generate_next_value_.
    if cls._member_names_:
        raise TypeError(f"{cls.__name__}: cannot extend enumeration {cls.__name__!r}")
    if isinstance(names, str):
        names = names.replace(",", " ").split()
    if isinstance(names, dict):
        items = list(names.items())
    else:
        names = list(names)
        items = names
        if names and isinstance(names[0], str):
            items = []
            values = []
            for i, n in enumerate(names):
                v = cls._generate_next_value_(n, start, i, values[:])
                values.append(v)
                items.append((n, v))
    ns = {"__module__": module or "__main__", "__qualname__": name}
    for k, v in items:
        ns[k] = v
    bases = (cls,) if mixin is None else (mixin, cls)
    return type(cls)(name, bases, ns)

class EnumMeta(type):
    def __new__(mcls, name, bases, ns):
        members = [(k, v) for k, v in ns.items() if _is_member(k, v)]
        for k, _ in members:
            del ns[k]
        cls = super().__new__(mcls, name, bases, ns)
        _keep_enum_formatting(cls, ns, _data_type(bases))
        cls._member_map_ = {}
        cls._member_names_ = []
        cls._value2member_map_ = {}
        last = 0
        for k, v in members:
            if isinstance(v, auto):
                v = _auto_value(v, cls, k)
            # An unhashable value (a list) has no map entry: CPython finds its
            # aliases by comparing with each member's value.
            try:
                hash(v)
                alias = cls._value2member_map_.get(v)
            except TypeError:
                alias = next((m for m in cls._member_map_.values() if m._value_ == v), None)
            if alias is not None:
                member = alias
            else:
                # A data type mixed in (class Mode(str, Enum)) makes the member a value of it.
                member_type = _data_type(bases)
                if member_type is object:
                    member = object.__new__(cls)
                else:
                    member = member_type.__new__(cls, *(v if isinstance(v, tuple) and member_type is not tuple else (v,)))
                member._name_ = k
                member._value_ = v
                if hasattr(member, "__init__") and cls.__init__ is not Enum.__init__:
                    args = v if isinstance(v, tuple) else (v,)
                    cls.__init__(member, *args)
                cls._member_names_.append(k)
                try:
                    cls._value2member_map_[v] = member
                except TypeError:
                    pass
            cls._member_map_[k] = member
            type.__setattr__(cls, k, member)
        return cls
    def __iter__(cls):
        return iter([cls._member_map_[n] for n in cls._member_names_])
    def __reversed__(cls):
        return iter([cls._member_map_[n] for n in reversed(cls._member_names_)])
    def __len__(cls):
        return len(cls._member_names_)
    def __getitem__(cls, name):
        return cls._member_map_[name]
    def __contains__(cls, member):
        return isinstance(member, cls) and member._name_ in cls._member_map_
    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1):
        if names is not None:
            return _functional_enum(cls, value, names, module, type, start)
        if isinstance(value, cls):
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for m in cls._member_map_.values():
                if m._value_ == value:
                    return m
        missing = cls._missing_(value)
        if missing is not None:
            return missing
        raise ValueError(f"{value!r} is not a valid {cls.__qualname__}")
    def __repr__(cls):
        return f"<enum {cls.__name__!r}>"
    @property
    def __members__(cls):
        return dict(cls._member_map_)
    def __setattr__(cls, name, value):
        if name in cls.__dict__.get("_member_map_", {}):
            raise AttributeError("cannot reassign member " + repr(name))
        type.__setattr__(cls, name, value)

EnumType = EnumMeta

class Enum(metaclass=EnumMeta):
    def __init__(self, *args):
        pass
    def __reduce_ex__(self, proto):
        return getattr, (self.__class__, self._name_)
    @property
    def name(self):
        return self._name_
    @property
    def value(self):
        return self._value_
    @classmethod
    def _missing_(cls, value):
        return None
    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        for v in reversed(last_values):
            try:
                return v + 1
            except TypeError:
                pass
        return start
    def __repr__(self):
        return f"<{type(self).__name__}.{self._name_}: {self._value_!r}>"
    def __str__(self):
        return f"{type(self).__name__}.{self._name_}"
    def __format__(self, spec):
        return format(str(self), spec)
    def __hash__(self):
        return hash(self._name_)
    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)
    def __setattr__(self, name, value):
        if name in ("_name_", "_value_") and name in self.__dict__:
            raise AttributeError("cannot reassign")
        object.__setattr__(self, name, value)

class IntEnum(int, Enum):
    def __str__(self):
        return str(self._value_)
    def __format__(self, spec):
        return format(self._value_, spec)
    def __int__(self):
        return self._value_
    def __index__(self):
        return self._value_
    def __float__(self):
        return float(self._value_)
    def __eq__(self, other):
        if isinstance(other, Enum):
            return self is other or (isinstance(other, IntEnum) and self._value_ == other._value_)
        return self._value_ == other
    def __ne__(self, other):
        return not self.__eq__(other)
    def __lt__(self, other): return self._value_ < int(other)
    def __le__(self, other): return self._value_ <= int(other)
    def __gt__(self, other): return self._value_ > int(other)
    def __ge__(self, other): return self._value_ >= int(other)
    def __hash__(self):
        return hash(self._value_)
    def __add__(self, other): return self._value_ + other
    def __radd__(self, other): return other + self._value_
    def __sub__(self, other): return self._value_ - other
    def __rsub__(self, other): return other - self._value_
    def __mul__(self, other): return self._value_ * other
    def __rmul__(self, other): return other * self._value_
    def __floordiv__(self, other): return self._value_ // other
    def __truediv__(self, other): return self._value_ / other
    def __mod__(self, other): return self._value_ % other
    def __and__(self, other): return self._value_ & int(other)
    def __or__(self, other): return self._value_ | int(other)
    def __neg__(self): return -self._value_
    def __bool__(self): return bool(self._value_)

def _bits(value):
    out = []
    bit = 1
    while bit <= value:
        if value & bit:
            out.append(bit)
        bit <<= 1
    return out

def _flag_bin(num, width):
    digits = bin(num)[2:]
    return "0b0 " + ("0" * width + digits)[-max(width, len(digits)):]

class Flag(Enum):
    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        return 1 << max(last_values).bit_length()
    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int) or value < 0:
            return None
        canonical = {m._value_: m for m in cls if len(_bits(m._value_)) == 1}
        bits = _bits(value)
        if any(b not in canonical for b in bits):
            mask = 0
            for b in canonical:
                mask |= b
            width = max(value.bit_length(), mask.bit_length())
            raise ValueError("<flag %r> invalid value %r\n    given %s\n  allowed %s"
                             % (cls.__name__, value, _flag_bin(value, width), _flag_bin(mask, width)))
        member = object.__new__(cls)
        # Python 3.11 names a composite by its members in definition order
        # (_iter_member_by_def_ when they are not defined in value order).
        member._name_ = "|".join(m._name_ for b, m in canonical.items() if b & value) if bits else None
        member._value_ = value
        cls._value2member_map_[value] = member
        return member
    def __repr__(self):
        if self._name_ is None:
            return f"<{type(self).__name__}: {self._value_!r}>"
        return f"<{type(self).__name__}.{self._name_}: {self._value_!r}>"
    def __str__(self):
        if self._name_ is None:
            return f"{type(self).__name__}({self._value_!r})"
        return f"{type(self).__name__}.{self._name_}"
    def __hash__(self):
        return hash(self._value_)
    def __contains__(self, other):
        if not isinstance(other, type(self)):
            raise TypeError(f"unsupported operand type(s) for 'in': {type(other).__qualname__!r} and {type(self).__qualname__!r}")
        return other._value_ & self._value_ == other._value_
    def __iter__(self):
        return iter([m for m in type(self) if len(_bits(m._value_)) == 1 and m._value_ & self._value_])
    def __len__(self):
        return len(_bits(self._value_))
    def __bool__(self):
        return bool(self._value_)
    def __or__(self, other):
        if not isinstance(other, type(self)):
            return NotImplemented
        return type(self)(self._value_ | other._value_)
    def __and__(self, other):
        if not isinstance(other, type(self)):
            return NotImplemented
        return type(self)(self._value_ & other._value_)
    def __xor__(self, other):
        if not isinstance(other, type(self)):
            return NotImplemented
        return type(self)(self._value_ ^ other._value_)
    def __invert__(self):
        everything = 0
        for m in type(self):
            everything |= m._value_
        return type(self)(everything & ~self._value_)

class IntFlag(int, Flag):
    # Any int is a value (CPython's KEEP boundary): bits without a member
    # stay in the value.
    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int) or value < 0:
            return None
        canonical = {m._value_: m for m in cls if m._value_ > 0 and len(_bits(m._value_)) == 1}
        names = []
        extra = 0
        for b in _bits(value):
            if b in canonical:
                names.append(canonical[b]._name_)
            else:
                extra |= b
        if extra:
            names.append(str(extra))
        member = int.__new__(cls, value)
        member._name_ = "|".join(names) if names else None
        member._value_ = value
        cls._value2member_map_[value] = member
        return member
    def __str__(self):
        return str(self._value_)
    def __format__(self, spec):
        return format(self._value_, spec)
    def __int__(self):
        return self._value_
    def __index__(self):
        return self._value_
    def __eq__(self, other):
        if isinstance(other, Enum):
            return self is other or (isinstance(other, IntFlag) and self._value_ == other._value_)
        return self._value_ == other
    def __ne__(self, other):
        return not self.__eq__(other)
    def __hash__(self):
        return hash(self._value_)
    def __or__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return type(self)(self._value_ | int(other))
    def __and__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return type(self)(self._value_ & int(other))
    def __xor__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return type(self)(self._value_ ^ int(other))
    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__
    def __invert__(self):
        everything = 0
        for m in type(self):
            everything |= m._value_
        return type(self)(everything & ~self._value_)
    def __bool__(self):
        return bool(self._value_)

class StrEnum(Enum):
    def __str__(self):
        return self._value_
    def __eq__(self, other):
        if isinstance(other, str):
            return self._value_ == other
        return self is other
    def __hash__(self):
        return hash(self._value_)

def unique(enumeration):
    duplicates = [(name, member.name) for name, member in enumeration.__members__.items() if name != member.name]
    if duplicates:
        alias_details = ', '.join(["%s -> %s" % (alias, name) for (alias, name) in duplicates])
        raise ValueError('duplicate values found in %r: %s' % (enumeration, alias_details))
    return enumeration
)PY";

const char* kDataclassesSource = R"PY(
class _Missing:
    def __repr__(self):
        return "MISSING"

MISSING = _Missing()

class FrozenInstanceError(AttributeError):
    pass

class InitVar:
    # An init-only pseudo-field: an __init__ parameter handed to __post_init__, never stored.
    def __init__(self, type):
        self.type = type
    def __repr__(self):
        name = self.type.__name__ if isinstance(self.type, type) else repr(self.type)
        return f"dataclasses.InitVar[{name}]"
    def __class_getitem__(cls, type):
        return InitVar(type)

def _is_initvar(tp):
    if isinstance(tp, str):
        return tp.startswith(("InitVar", "dataclasses.InitVar"))
    return tp is InitVar or isinstance(tp, InitVar)

class Field:
    def __init__(self, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None, compare=True, metadata=None, kw_only=False):
        if default is not MISSING and default_factory is not MISSING:
            raise ValueError("cannot specify both default and default_factory")
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = metadata or {}
        self.kw_only = kw_only
        self._field_type = "_FIELD"
    def __repr__(self):
        return f"Field(name={self.name!r},type={self.type!r},default={self.default!r},default_factory={self.default_factory!r},init={self.init!r},repr={self.repr!r},hash={self.hash!r},compare={self.compare!r},metadata={self.metadata!r},kw_only={self.kw_only!r},_field_type=_FIELD)"

def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None, compare=True, metadata=None, kw_only=False):
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)

def fields(obj):
    return tuple(f for f in obj.__dataclass_fields__.values() if f._field_type == "_FIELD")

def is_dataclass(obj):
    return hasattr(obj, "__dataclass_fields__")

def asdict(obj):
    if is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: asdict(getattr(obj, f.name)) for f in fields(obj)}
    if isinstance(obj, list):
        return [asdict(v) for v in obj]
    if isinstance(obj, tuple):
        return tuple(asdict(v) for v in obj)
    if isinstance(obj, dict):
        return {asdict(k): asdict(v) for k, v in obj.items()}
    return obj

def astuple(obj):
    if is_dataclass(obj) and not isinstance(obj, type):
        return tuple(astuple(getattr(obj, f.name)) for f in fields(obj))
    if isinstance(obj, list):
        return [astuple(v) for v in obj]
    return obj

def replace(obj, **changes):
    for f in fields(obj):
        if f.init and f.name not in changes:
            changes[f.name] = getattr(obj, f.name)
    return type(obj)(**changes)

def _positional_count_error(cls, positional, given):
    # CPython's wording: "from MIN to MAX" once some fields have defaults (self counted).
    required = sum(1 for f in positional if f.default is MISSING and f.default_factory is MISSING)
    most = len(positional) + 1
    expect = f"from {required + 1} to {most}" if required < len(positional) else str(most)
    plural = "" if most == 1 else "s"
    raise TypeError(f"{cls.__qualname__}.__init__() takes {expect} positional argument{plural} but {given + 1} were given")

def _make_init(cls, flds, frozen):
    init_fields = [f for f in flds if f.init]
    positional = [f for f in init_fields if not f.kw_only]
    kwonly = [f for f in init_fields if f.kw_only]
    seen_default = False
    for f in positional:
        has_default = f.default is not MISSING or f.default_factory is not MISSING
        if seen_default and not has_default:
            raise TypeError(f"non-default argument '{f.name}' follows default argument")
        seen_default = seen_default or has_default
    def __init__(self, *args, **kwargs):
        if len(args) > len(positional):
            _positional_count_error(cls, positional, len(args))
        values = {}
        for f, v in zip(positional, args):
            values[f.name] = v
        for k, v in kwargs.items():
            if k in values:
                raise TypeError(f"{cls.__qualname__}.__init__() got multiple values for argument '{k}'")
            if not any(f.name == k for f in init_fields):
                raise TypeError(f"{cls.__qualname__}.__init__() got an unexpected keyword argument '{k}'")
            values[k] = v
        missing = [f.name for f in init_fields if f.name not in values and f.default is MISSING and f.default_factory is MISSING]
        if missing:
            kind = "positional" if not any(f.kw_only for f in init_fields if f.name in missing) else "keyword-only"
            if len(missing) == 1:
                raise TypeError(f"{cls.__qualname__}.__init__() missing 1 required {kind} argument: '{missing[0]}'")
            names = ", ".join(repr(m) for m in missing[:-1]) + " and " + repr(missing[-1])
            raise TypeError(f"{cls.__qualname__}.__init__() missing {len(missing)} required {kind} arguments: {names}")
        initvars = []
        for f in flds:
            if f.name in values:
                v = values[f.name]
            elif f.default_factory is not MISSING:
                v = f.default_factory()
            elif f.default is not MISSING:
                v = f.default
            else:
                continue
            if f._field_type == "_FIELD_INITVAR":
                initvars.append(v)
            else:
                object.__setattr__(self, f.name, v)
        post = getattr(self, "__post_init__", None)
        if post is not None:
            post(*initvars)
    return __init__

def _is_classvar(tp):
    if isinstance(tp, str):
        return tp.startswith(("ClassVar", "typing.ClassVar"))
    return type(tp).__name__ == "_Alias" and getattr(tp, "_name", None) == "ClassVar"

def _process_class(cls, init, repr_, eq, order, frozen, unsafe_hash, kw_only):
    flds = {}
    for b in reversed(cls.__mro__[1:]):
        base_fields = getattr(b, "__dataclass_fields__", None)
        if base_fields:
            for f in base_fields.values():
                flds[f.name] = f
    anns = cls.__dict__.get("__annotations__", {})
    for name, tp in anns.items():
        if _is_classvar(tp):
            continue  # a class attribute, not a field (PEP 557)
        default = cls.__dict__.get(name, MISSING)
        if isinstance(default, Field):
            f = default
        else:
            if isinstance(default, (list, dict, set)):
                raise ValueError(f"mutable default {type(default)} for field {name} is not allowed: use default_factory")
            f = Field(default=default)
        f.name = name
        f.type = tp
        if _is_initvar(tp):
            f._field_type = "_FIELD_INITVAR"
        if kw_only:
            f.kw_only = True
        flds[name] = f
        if isinstance(default, Field):
            if f.default is MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, f.default)
    cls.__dataclass_fields__ = flds
    all_fields = list(flds.values())
    field_list = [f for f in all_fields if f._field_type == "_FIELD"]
    if init:
        cls.__init__ = _make_init(cls, all_fields, frozen)
    if repr_:
        def __repr__(self):
            return type(self).__qualname__ + "(" + ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in field_list if f.repr) + ")"
        cls.__repr__ = __repr__
    cmp_fields = [f.name for f in field_list if f.compare]
    def astup(self):
        return tuple(getattr(self, n) for n in cmp_fields)
    if eq:
        def __eq__(self, other):
            if other.__class__ is self.__class__:
                return astup(self) == astup(other)
            return NotImplemented
        cls.__eq__ = __eq__
    if order:
        def make(op):
            def cmp(self, other):
                if other.__class__ is self.__class__:
                    return op(astup(self), astup(other))
                return NotImplemented
            return cmp
        cls.__lt__ = make(lambda a, b: a < b)
        cls.__le__ = make(lambda a, b: a <= b)
        cls.__gt__ = make(lambda a, b: a > b)
        cls.__ge__ = make(lambda a, b: a >= b)
    if frozen:
        def __setattr__(self, name, value):
            raise FrozenInstanceError(f"cannot assign to field '{name}'")
        def __delattr__(self, name):
            raise FrozenInstanceError(f"cannot delete field '{name}'")
        cls.__setattr__ = __setattr__
        cls.__delattr__ = __delattr__
    if unsafe_hash or (eq and frozen):
        cls.__hash__ = lambda self: hash(astup(self))
    elif eq and "__hash__" not in cls.__dict__:
        cls.__hash__ = None
    elif eq and cls.__dict__.get("__hash__", 0) is None:
        pass
    cls.__match_args__ = tuple(f.name for f in field_list if f.init)
    return cls

def dataclass(cls=None, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=False, match_args=True, kw_only=False, slots=False):
    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, frozen, unsafe_hash, kw_only)
    if cls is None:
        return wrap
    return wrap(cls)

def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True, eq=True, order=False,
                   unsafe_hash=False, frozen=False, match_args=True, kw_only=False, slots=False):
    # Fields are names, (name, type) or (name, type, Field); the class is
    # built with type() and then decorated, as CPython's make_dataclass.
    ns = dict(namespace or {})
    annotations = {}
    seen = set()
    for item in fields:
        if isinstance(item, str):
            name, tp = item, "typing.Any"
        elif len(item) == 2:
            name, tp = item
        elif len(item) == 3:
            name, tp, spec = item
            ns[name] = spec
        else:
            raise TypeError(f"Invalid field: {item!r}")
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError(f"Field names must be valid identifiers: {name!r}")
        if name in seen:
            raise TypeError(f"Field name duplicated: {name!r}")
        seen.add(name)
        annotations[name] = tp
    ns["__annotations__"] = annotations
    cls = type(cls_name, tuple(bases), ns)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash, frozen=frozen,
                     match_args=match_args, kw_only=kw_only, slots=slots)
)PY";

const char* kWarningsSource = R"PY(
import sys as _sys
_seen = set()
filters = []
_log = None  # catch_warnings(record=True)'s list, while one is open


class WarningMessage(object):
    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, line : %r}"
                % (self.message, self.category.__name__, self.filename, self.lineno, self.line))

def simplefilter(action, category=Warning, lineno=0, append=False):
    filters.insert(0, (action, category))

def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    filters.insert(0, (action, category))

def resetwarnings():
    filters.clear()

def _action_for(category):
    for action, cat in filters:
        if issubclass(category, cat):
            return action
    return "default"

def warn(message, category=None, stacklevel=1, source=None):
    if isinstance(message, Warning):
        category = type(message)
    if category is None:
        category = UserWarning
    if not isinstance(message, Warning):
        message = category(message)
    action = _action_for(category)
    if action == "ignore":
        return
    if action == "error":
        raise category(message)
    filename, lineno, line = _sys._caller(stacklevel)
    key = (str(message), category, filename, lineno)
    if action != "always" and key in _seen:
        return
    _seen.add(key)
    if _log is not None:
        _log.append(WarningMessage(message, category, filename, lineno, None, line))
        return
    text = f"{filename}:{lineno}: {category.__name__}: {message}\n"
    if line.strip():
        text += "  " + line.strip() + "\n"
    _sys.stderr.write(text)

class catch_warnings:
    def __init__(self, *, record=False, **kwargs):
        self._record = record
    def __enter__(self):
        global _log
        self._saved = list(filters)
        self._saved_log = _log
        self._saved_seen = set(_seen)
        if not self._record:
            return None
        _log = []
        return _log
    def __exit__(self, *exc):
        global _log
        filters[:] = self._saved
        _log = self._saved_log
        _seen.clear()
        _seen.update(self._saved_seen)
        return False
)PY";

}  // namespace ts::py
