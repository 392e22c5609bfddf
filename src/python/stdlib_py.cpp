// ===--- stdlib_py.cpp - Python sources of typing/collections/functools ---=== //
// Written against this evaluator: small, readable re-implementations with
// CPython's observable behaviour (reprs, error messages) where programs see it.
#include "python/stdlib_py.h"

namespace ts::py {

namespace {

const char* kTyping = R"PY(
class _Alias:
    def __init__(self, name, origin=None, args=()):
        self._name = name
        self.__name__ = name
        self.__origin__ = origin
        self.__args__ = args
    def __getitem__(self, args):
        if not isinstance(args, tuple):
            args = (args,)
        want = _GENERIC_ARITY.get(self._name) if not self.__args__ else None
        if want is not None and len(args) != want:
            raise TypeError(f"Too {'many' if len(args) > want else 'few'} arguments for typing.{self._name};"
                            f" actual {len(args)}, expected {want}")
        if self._name == "Optional":
            args = args + (None,)
        if self._name in ("Union", "Optional"):
            # As typing.Union: nested unions flatten, None is NoneType,
            # duplicates go, and a single member is itself.
            flat = []
            for a in args:
                a = type(None) if a is None else a
                members = a.__args__ if isinstance(a, _Alias) and a._name == "Union" else (a,)
                for m in members:
                    if m not in flat:
                        flat.append(m)
            if len(flat) == 1:
                return flat[0]
            return _Alias("Union", None, tuple(flat))
        return _Alias(self._name, self.__origin__, args)
    def __call__(self, *args, **kwargs):
        if self.__origin__ is not None:
            return self.__origin__(*args, **kwargs)
        raise TypeError(f"Cannot instantiate typing.{self._name}")
    def __mro_entries__(self, bases):
        if self.__origin__ is not None:
            return (self.__origin__,)
        return (Generic,)
    def __repr__(self):
        if self._name == "Union" and len(self.__args__) == 2 and type(None) in self.__args__:
            other = self.__args__[1] if self.__args__[0] is type(None) else self.__args__[0]
            return "typing.Optional[" + _type_repr(other) + "]"
        if self.__args__:
            return "typing." + self._name + "[" + ", ".join(_type_repr(a) for a in self.__args__) + "]"
        return "typing." + self._name
    def __eq__(self, other):
        return isinstance(other, _Alias) and self._name == other._name and self.__args__ == other.__args__
    def __hash__(self):
        return hash(self._name)
    def __or__(self, other):
        return Union[self, other]
    def __ror__(self, other):
        return Union[other, self]
    def __instancecheck__(self, obj):
        return self._check(obj, isinstance, "isinstance")
    def __subclasscheck__(self, cls):
        return self._check(cls, issubclass, "issubclass")
    def _check(self, x, check, what):
        # As typing 3.11: a Union checks each member (which may raise in
        # turn); another subscripted alias cannot be checked at all.
        if self._name == "Union" and self.__args__:
            return any(check(x, a) for a in self.__args__)
        if self.__args__:
            raise TypeError("Subscripted generics cannot be used with class and instance checks")
        if self.__origin__ is None:
            raise TypeError(f"typing.{self._name} cannot be used with {what}()")
        return check(x, self.__origin__)

# How many parameters typing's generic aliases take (typing._check_generic).
_GENERIC_ARITY = {"List": 1, "Dict": 2, "Set": 1, "FrozenSet": 1, "Type": 1, "DefaultDict": 2, "Deque": 1}

def _type_repr(t):
    if isinstance(t, type):
        if t.__module__ == "builtins":
            return t.__qualname__
        return t.__module__ + "." + t.__qualname__
    if t is None:
        return "None"
    if t is ...:
        return "..."
    if isinstance(t, list):  # Callable's argument list
        return "[" + ", ".join(_type_repr(a) for a in t) + "]"
    return repr(t)

Any = _Alias("Any")
Union = _Alias("Union")
Optional = _Alias("Optional")
List = _Alias("List", list)
Dict = _Alias("Dict", dict)
Set = _Alias("Set", set)
FrozenSet = _Alias("FrozenSet", frozenset)
Tuple = _Alias("Tuple", tuple)
Type = _Alias("Type", type)
import collections.abc as _abc
Callable = _Alias("Callable", _abc.Callable)
Iterable = _Alias("Iterable", _abc.Iterable)
Iterator = _Alias("Iterator", _abc.Iterator)
Generator = _Alias("Generator", _abc.Generator)
Sequence = _Alias("Sequence", _abc.Sequence)
MutableSequence = _Alias("MutableSequence", _abc.MutableSequence)
Mapping = _Alias("Mapping", _abc.Mapping)
MutableMapping = _Alias("MutableMapping", _abc.MutableMapping)
# Calling these builds the collections type (typing.OrderedDict() is a collections.OrderedDict).
import collections as _collections
DefaultDict = _Alias("DefaultDict", _collections.defaultdict)
OrderedDict = _Alias("OrderedDict", _collections.OrderedDict)
Counter = _Alias("Counter", _collections.Counter)
Deque = _Alias("Deque", _collections.deque)
ClassVar = _Alias("ClassVar")
Final = _Alias("Final")
Literal = _Alias("Literal")
NoReturn = _Alias("NoReturn")
Hashable = _Alias("Hashable", _abc.Hashable)
Sized = _Alias("Sized", _abc.Sized)
AnyStr = _Alias("AnyStr")
Text = str
TYPE_CHECKING = False

class TypeVar:
    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
    def __repr__(self):
        return "~" + self.__name__

class _GenericAlias:
    # Generic[T] or MyGeneric[int]: a base that resolves to its class
    # (__mro_entries__, leaving __orig_bases__), callable as the class.
    def __init__(self, origin, args):
        self.__origin__ = origin
        self.__args__ = args
        self.__parameters__ = tuple(a for a in args if isinstance(a, TypeVar))
    def __mro_entries__(self, bases):
        if self.__origin__ is Generic:
            for b in bases:
                if b is not self and isinstance(b, type) and issubclass(b, Generic):
                    return ()
        return (self.__origin__,)
    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)
    def __getattr__(self, name):
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        return getattr(self.__origin__, name)
    def __repr__(self):
        o = self.__origin__
        head = "typing." + o.__qualname__ if o.__module__ == "typing" else o.__module__ + "." + o.__qualname__
        return head + "[" + ", ".join(_type_repr(a) for a in self.__args__) + "]"
    def __eq__(self, other):
        return isinstance(other, _GenericAlias) and self.__origin__ is other.__origin__ and self.__args__ == other.__args__
    def __hash__(self):
        return hash((self.__origin__, self.__args__))


class Generic:
    def __class_getitem__(cls, params):
        return _GenericAlias(cls, params if isinstance(params, tuple) else (params,))

import abc as _abcmod

_PROTO_SKIP = frozenset(["__module__", "__qualname__", "__doc__", "__annotations__", "__dict__", "__weakref__",
                         "__parameters__", "__orig_bases__", "__abstractmethods__", "__init__", "__slots__",
                         "__init_subclass__", "__class_getitem__", "__subclasshook__", "__new__",
                         "_is_protocol", "_is_runtime_protocol", "_abc_registry"])

def _protocol_attrs(cls):
    # The members a runtime-checkable protocol asks of an object: what the
    # protocol classes (not Protocol/Generic/object) define or annotate.
    attrs = set()
    for base in cls.__mro__:
        if base is Protocol or base is Generic or base is object:
            continue
        names = list(base.__dict__.keys()) + list(base.__dict__.get("__annotations__", {}).keys())
        for a in names:
            if not a.startswith("_abc_") and a not in _PROTO_SKIP:
                attrs.add(a)
    return attrs

class _ProtocolMeta(_abcmod.ABCMeta):
    # isinstance against a protocol is structural (typing._ProtocolMeta).
    def __instancecheck__(cls, instance):
        if cls.__dict__.get("_is_protocol", False):
            if not cls.__dict__.get("_is_runtime_protocol", False):
                raise TypeError("Instance and class checks can only be used with @runtime_checkable protocols")
            if cls in type(instance).__mro__:
                return True
            return all(hasattr(instance, a) for a in _protocol_attrs(cls))
        return super().__instancecheck__(instance)

class Protocol(Generic, metaclass=_ProtocolMeta):
    _is_protocol = True
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "_is_protocol" not in cls.__dict__:
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)

def cast(typ, val):
    return val

def overload(func):
    return func

def final(f):
    return f

def no_type_check(f):
    return f

def runtime_checkable(cls):
    if not issubclass(cls, Generic) or not cls.__dict__.get("_is_protocol", False):
        raise TypeError("@runtime_checkable can be only applied to protocol classes, got %r" % cls)
    cls._is_runtime_protocol = True
    return cls

def get_type_hints(obj):
    return dict(getattr(obj, "__annotations__", {}))

class _NamedTupleMeta(type):
    def __new__(mcls, name, bases, ns):
        if name == "NamedTuple" and not bases:
            return super().__new__(mcls, name, bases, ns)
        import collections
        fields = list(ns.get("__annotations__", {}).keys())
        defaults = [ns[f] for f in fields if f in ns]
        nt = collections.namedtuple(name, fields, defaults=defaults, module=ns.get("__module__"))
        for k, v in ns.items():
            if k not in fields and k not in ("__annotations__", "__module__", "__qualname__"):
                setattr(nt, k, v)
        nt.__annotations__ = ns.get("__annotations__", {})
        return nt

class NamedTuple(metaclass=_NamedTupleMeta):
    # The functional form: NamedTuple("P", [("x", int), ("y", float)]).
    def __new__(cls, typename, fields=None, **kwargs):
        import collections
        fields = list(fields) if fields is not None else list(kwargs.items())
        import sys
        nt = collections.namedtuple(typename, [f for f, _ in fields], module=sys._caller_module(1))
        nt.__annotations__ = dict(fields)
        return nt

def get_origin(tp):
    import types
    if isinstance(tp, _Alias):
        return Union if tp._name == "Union" else tp.__origin__
    if isinstance(tp, types.UnionType):
        return types.UnionType
    if isinstance(tp, types.GenericAlias):
        return tp.__origin__
    return None

def get_args(tp):
    import types
    if isinstance(tp, (_Alias, types.UnionType, types.GenericAlias)):
        return tp.__args__
    return ()

class _TypedDictMeta(type):
    # A TypedDict class describes dicts: calling it makes a plain dict.
    def __new__(mcls, name, bases, ns, total=True):
        annotations = {}
        for b in bases:
            annotations.update(getattr(b, "__annotations__", {}))
        annotations.update(ns.get("__annotations__", {}))
        cls = super().__new__(mcls, name, (dict,) if bases else (), ns)
        cls.__annotations__ = annotations
        cls.__total__ = total
        return cls
    def __call__(cls, *args, **kwargs):
        if cls is TypedDict:
            return _typed_dict_functional(*args, **kwargs)
        return dict(*args, **kwargs)
    def __instancecheck__(cls, obj):
        raise TypeError("TypedDict does not support instance and class checks")
    def __subclasscheck__(cls, other):
        raise TypeError("TypedDict does not support instance and class checks")

def _typed_dict_functional(typename, fields=None, total=True, **kwargs):
    ns = {"__annotations__": dict(fields if fields is not None else kwargs)}
    return _TypedDictMeta(typename, (TypedDict,), ns, total=total)

class TypedDict(metaclass=_TypedDictMeta):
    pass

def NewType(name, tp):
    def new_type(x):
        return x
    new_type.__name__ = name
    return new_type
)PY";

const char* kCollections = R"PY(
from operator import itemgetter as _itemgetter

__all__ = ["ChainMap", "Counter", "OrderedDict", "UserDict", "UserList", "UserString", "defaultdict", "deque",
           "namedtuple"]

class _FieldGetter:
    # A namedtuple field: reads item i; assignment fails as in CPython.
    __slots__ = ("index",)
    def __init__(self, index):
        self.index = index
    def __get__(self, obj, owner=None):
        return self if obj is None else obj[self.index]
    def __set__(self, obj, value):
        raise AttributeError("can't set attribute")

class _NamedTupleBase(tuple):
    # A real tuple subclass (Note [Native-layout subclasses]): indexing,
    # unpacking, comparison, hashing and pattern matching are tuple's.
    __slots__ = ()
    def __new__(cls, *args, **kwargs):
        fields = cls._fields
        n = len(fields)
        if len(args) > n:
            raise TypeError(f"{cls.__name__}.__new__() takes {n + 1} positional arguments but {len(args) + 1} were given")
        values = list(args)
        for name in fields[len(args):]:
            if name in kwargs:
                values.append(kwargs.pop(name))
            elif name in cls._field_defaults:
                values.append(cls._field_defaults[name])
            else:
                missing = [f for f in fields[len(values):] if f not in kwargs and f not in cls._field_defaults]
                if len(missing) == 1:
                    raise TypeError(f"{cls.__name__}.__new__() missing 1 required positional argument: '{missing[0]}'")
                names = ", ".join(repr(m) for m in missing[:-1]) + " and " + repr(missing[-1])
                raise TypeError(f"{cls.__name__}.__new__() missing {len(missing)} required positional arguments: {names}")
        for k in kwargs:
            raise TypeError(f"{cls.__name__}.__new__() got an unexpected keyword argument '{k}'")
        return tuple.__new__(cls, values)
    def __repr__(self):
        return type(self).__name__ + "(" + ", ".join(f"{n}={v!r}" for n, v in zip(self._fields, self)) + ")"
    def _asdict(self):
        return dict(zip(self._fields, self))
    def _replace(self, **kwargs):
        d = self._asdict()
        for k, v in kwargs.items():
            if k not in d:
                raise ValueError(f"Got unexpected field names: {[k]!r}")
            d[k] = v
        return type(self)(**d)
    @classmethod
    def _make(cls, iterable):
        return cls(*iterable)
    def __getnewargs__(self):
        return tuple(self)

def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    field_names = tuple(field_names)
    for name in field_names:
        if name.startswith("_"):
            raise ValueError(f"Field names cannot start with an underscore: {name!r}")
    defaults = tuple(defaults) if defaults else ()
    if len(defaults) > len(field_names):
        raise TypeError("Got more default values than field names")
    if module is None:  # as CPython: the module calling namedtuple()
        import sys
        module = sys._caller_module(1)
    ns = {"__module__": module, "_fields": field_names, "__slots__": (), "__match_args__": field_names,
          "_field_defaults": dict(zip(field_names[len(field_names) - len(defaults):], defaults))}
    for i, name in enumerate(field_names):
        ns[name] = _FieldGetter(i)
    cls = type(typename, (_NamedTupleBase,), ns)
    return cls

class OrderedDict(dict):
    def move_to_end(self, key, last=True):
        value = self.pop(key)
        if last:
            self[key] = value
        else:
            items = list(self.items())
            self.clear()
            self[key] = value
            for k, v in items:
                self[k] = v
    def popitem(self, last=True):
        if not self:
            raise KeyError("dictionary is empty")
        key = next(reversed(self)) if last else next(iter(self))
        return key, self.pop(key)
    def __repr__(self):
        if not self:
            return "OrderedDict()"
        return "OrderedDict(" + repr(list(self.items())) + ")"
    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return list(self.items()) == list(other.items())
        return dict(self) == other
    def copy(self):
        return OrderedDict(self)
    def __reduce__(self):
        # pickle: items after construction, attributes (a state_dict's
        # _metadata) as the state.
        state = dict(vars(self)) or None
        return (self.__class__, (), state, None, iter(self.items()))

class defaultdict(dict):
    def __init__(self, default_factory=None, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError("first argument must be callable or None")
        dict.__init__(self, *args, **kwargs)
        self.default_factory = default_factory
    def __missing__(self, key):
        if self.default_factory is None:
            raise KeyError(key)
        value = self.default_factory()
        self[key] = value
        return value
    def __repr__(self):
        return f"defaultdict({self.default_factory!r}, {dict.__repr__(self)})"
    def copy(self):
        return defaultdict(self.default_factory, self)
    def __reduce__(self):
        args = (self.default_factory,) if self.default_factory is not None else ()
        return (self.__class__, args, None, None, iter(self.items()))

class Counter(dict):
    def __init__(self, iterable=None, **kwargs):
        self.update(iterable, **kwargs)
    def __reduce__(self):
        return (self.__class__, (dict(self),))
    def __missing__(self, key):
        return 0
    def update(self, iterable=None, **kwargs):
        if iterable is not None:
            if isinstance(iterable, dict):
                for k, v in iterable.items():
                    self[k] = self.get(k, 0) + v
            else:
                for k in iterable:
                    self[k] = self.get(k, 0) + 1
        for k, v in kwargs.items():
            self[k] = self.get(k, 0) + v
    def subtract(self, iterable=None, **kwargs):
        if iterable is not None:
            if isinstance(iterable, dict):
                for k, v in iterable.items():
                    self[k] = self.get(k, 0) - v
            else:
                for k in iterable:
                    self[k] = self.get(k, 0) - 1
        for k, v in kwargs.items():
            self[k] = self.get(k, 0) - v
    def most_common(self, n=None):
        items = sorted(self.items(), key=lambda kv: kv[1], reverse=True)
        return items if n is None else items[:n]
    def elements(self):
        for k, v in self.items():
            for _ in range(v):
                yield k
    def total(self):
        return sum(self.values())
    def __repr__(self):
        if not self:
            return "Counter()"
        return "Counter({" + ", ".join(f"{k!r}: {v!r}" for k, v in self.most_common()) + "})"
    def __add__(self, other):
        r = Counter()
        for k, v in self.items():
            n = v + other.get(k, 0)
            if n > 0:
                r[k] = n
        for k, v in other.items():
            if k not in self and v > 0:
                r[k] = v
        return r
    def __sub__(self, other):
        r = Counter()
        for k, v in self.items():
            n = v - other.get(k, 0)
            if n > 0:
                r[k] = n
        return r
    def __and__(self, other):
        r = Counter()
        for k, v in self.items():
            n = min(v, other[k])
            if n > 0:
                r[k] = n
        return r
    def __or__(self, other):
        r = Counter()
        for k, v in self.items():
            n = max(v, other[k])
            if n > 0:
                r[k] = n
        for k, v in other.items():
            if k not in self and v > 0:
                r[k] = v
        return r
    def __eq__(self, other):
        # Python 3.10+: missing elements count as zero.
        if not isinstance(other, Counter):
            return dict.__eq__(self, other)
        return all(self[k] == other[k] for c in (self, other) for k in c)
    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r
    __hash__ = None
    def __pos__(self):
        return Counter({k: v for k, v in self.items() if v > 0})
    def __neg__(self):
        return Counter({k: -v for k, v in self.items() if v < 0})
    def copy(self):
        return Counter(self)

class deque:
    def __init__(self, iterable=(), maxlen=None):
        self._items = []
        self.maxlen = maxlen
        for x in iterable:
            self.append(x)
    def __reduce__(self):
        return (self.__class__, ((), self.maxlen) if self.maxlen is not None else (), None, iter(self._items))
    def append(self, x):
        self._items.append(x)
        if self.maxlen is not None and len(self._items) > self.maxlen:
            del self._items[0]
    def appendleft(self, x):
        self._items.insert(0, x)
        if self.maxlen is not None and len(self._items) > self.maxlen:
            self._items.pop()
    def pop(self):
        if not self._items:
            raise IndexError("pop from an empty deque")
        return self._items.pop()
    def popleft(self):
        if not self._items:
            raise IndexError("pop from an empty deque")
        return self._items.pop(0)
    def extend(self, it):
        for x in it:
            self.append(x)
    def extendleft(self, it):
        for x in it:
            self.appendleft(x)
    def rotate(self, n=1):
        if self._items:
            n %= len(self._items)
            self._items[:] = self._items[-n:] + self._items[:-n]
    def clear(self):
        self._items.clear()
    def count(self, x):
        return self._items.count(x)
    def remove(self, x):
        self._items.remove(x)
    def index(self, x, start=0, stop=None):
        end = len(self._items) if stop is None else stop
        for i in range(start, min(end, len(self._items))):
            if self._items[i] == x:
                return i
        raise ValueError(f"{x!r} is not in deque")
    def insert(self, i, x):
        if self.maxlen is not None and len(self._items) >= self.maxlen:
            raise IndexError("deque already at its maximum size")
        self._items.insert(i, x)
    def copy(self):
        return deque(self._items, self.maxlen)
    def __copy__(self):
        return self.copy()
    def reverse(self):
        self._items.reverse()
    def __delitem__(self, i):
        del self._items[i]
    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError(f'can only concatenate deque (not "{type(other).__name__}") to deque')
        return deque(self._items + other._items, self.maxlen)
    def __iadd__(self, other):
        self.extend(other)
        return self
    def __mul__(self, n):
        return deque(self._items * n, self.maxlen)
    def __len__(self):
        return len(self._items)
    def __iter__(self):
        return iter(self._items)
    def __reversed__(self):
        return reversed(self._items)
    def __getitem__(self, i):
        return self._items[i]
    def __setitem__(self, i, v):
        self._items[i] = v
    def __contains__(self, x):
        return x in self._items
    def __bool__(self):
        return bool(self._items)
    def __eq__(self, other):
        return isinstance(other, deque) and self._items == other._items
    def __repr__(self):
        if self.maxlen is None:
            return f"deque({self._items!r})"
        return f"deque({self._items!r}, maxlen={self.maxlen})"

class ChainMap:
    def __init__(self, *maps):
        self.maps = list(maps) or [{}]
    def __getitem__(self, key):
        for m in self.maps:
            if key in m:
                return m[key]
        raise KeyError(key)
    def get(self, key, default=None):
        return self[key] if key in self else default
    def __contains__(self, key):
        return any(key in m for m in self.maps)
    def __setitem__(self, key, value):
        self.maps[0][key] = value
    def __len__(self):
        return len(set().union(*self.maps))
    def __iter__(self):
        d = {}
        for m in reversed(self.maps):
            d.update(dict.fromkeys(m))
        return iter(d)
    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f"Key not found in the first mapping: {key!r}")
    def __bool__(self):
        return any(self.maps)
    def __repr__(self):
        return f"{type(self).__name__}({', '.join(map(repr, self.maps))})"
    def keys(self):
        return list(self)
    def items(self):
        return [(k, self[k]) for k in self]
    def values(self):
        return [self[k] for k in self]
    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return type(self)(m, *self.maps)
    @property
    def parents(self):
        return type(self)(*self.maps[1:])
    def copy(self):
        return type(self)(self.maps[0].copy(), *self.maps[1:])

from _collections_user import UserDict, UserList, UserString
)PY";

const char* kOperator = R"PY(
def itemgetter(*items):
    if len(items) == 1:
        item = items[0]
        def g(obj):
            return obj[item]
    else:
        def g(obj):
            return tuple(obj[i] for i in items)
    return g

def attrgetter(*attrs):
    def resolve(obj, attr):
        for name in attr.split("."):
            obj = getattr(obj, name)
        return obj
    if len(attrs) == 1:
        attr = attrs[0]
        def g(obj):
            return resolve(obj, attr)
    else:
        def g(obj):
            return tuple(resolve(obj, a) for a in attrs)
    return g

def methodcaller(name, *args, **kwargs):
    def caller(obj):
        return getattr(obj, name)(*args, **kwargs)
    return caller

def add(a, b): return a + b
def sub(a, b): return a - b
def mul(a, b): return a * b
def truediv(a, b): return a / b
def floordiv(a, b): return a // b
def mod(a, b): return a % b
def pow(a, b): return a ** b
def neg(a): return -a
def pos(a): return +a
def not_(a): return not a
def truth(a): return bool(a)
def eq(a, b): return a == b
def ne(a, b): return a != b
def lt(a, b): return a < b
def le(a, b): return a <= b
def gt(a, b): return a > b
def ge(a, b): return a >= b
def and_(a, b): return a & b
def or_(a, b): return a | b
def xor(a, b): return a ^ b
def getitem(a, b): return a[b]
def contains(a, b): return b in a
def is_(a, b): return a is b
def is_not(a, b): return a is not b
def index(a): return a.__index__()
def concat(a, b): return a + b
def matmul(a, b): return a @ b
def invert(a): return ~a
inv = invert
def lshift(a, b): return a << b
def rshift(a, b): return a >> b
def setitem(a, b, c): a[b] = c
def delitem(a, b): del a[b]
def iadd(a, b):
    a += b
    return a
def isub(a, b):
    a -= b
    return a
def imul(a, b):
    a *= b
    return a
def imatmul(a, b):
    a @= b
    return a
def itruediv(a, b):
    a /= b
    return a
def ifloordiv(a, b):
    a //= b
    return a
def imod(a, b):
    a %= b
    return a
def ipow(a, b):
    a **= b
    return a
def ilshift(a, b):
    a <<= b
    return a
def irshift(a, b):
    a >>= b
    return a
def iand(a, b):
    a &= b
    return a
def ior(a, b):
    a |= b
    return a
def ixor(a, b):
    a ^= b
    return a
)PY";

const char* kFunctools = R"PY(
WRAPPER_ASSIGNMENTS = ("__module__", "__name__", "__qualname__", "__doc__")

def reduce(function, iterable, *initial):
    it = iter(iterable)
    if initial:
        value = initial[0]
    else:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError("reduce() of empty iterable with no initial value") from None
    for element in it:
        value = function(value, element)
    return value

class partial:
    def __init__(self, func, *args, **keywords):
        if not callable(func):
            raise TypeError("the first argument must be callable")
        self.func = func
        self.args = args
        self.keywords = keywords
    def __call__(self, *args, **keywords):
        kw = dict(self.keywords)
        kw.update(keywords)
        return self.func(*self.args, *args, **kw)
    def __repr__(self):
        parts = [repr(self.func)] + [repr(a) for a in self.args] + [f"{k}={v!r}" for k, v in self.keywords.items()]
        return "functools.partial(" + ", ".join(parts) + ")"

class partialmethod:
    # A descriptor: bound to an instance (or, for a classmethod, the class)
    # it is a partial of the bound method; on the class, a plain function.
    def __init__(self, func, /, *args, **keywords):
        if not callable(func) and not hasattr(func, "__get__"):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        if isinstance(func, partialmethod):
            self.func = func.func
            self.args = func.args + args
            self.keywords = {**func.keywords, **keywords}
        else:
            self.func, self.args, self.keywords = func, args, keywords
    def __get__(self, obj, cls=None):
        if obj is None and not isinstance(self.func, (classmethod, staticmethod)):
            def _method(cls_or_self, /, *args, **keywords):
                return self.func(cls_or_self, *self.args, *args, **{**self.keywords, **keywords})
            _method.__partialmethod__ = self
            return _method
        bound = self.func.__get__(obj, cls) if hasattr(self.func, "__get__") else self.func
        return partial(bound, *self.args, **self.keywords)
    @property
    def __isabstractmethod__(self):
        return getattr(self.func, "__isabstractmethod__", False)
    def __repr__(self):
        parts = [repr(self.func)] + [repr(a) for a in self.args] + [f"{k}={v!r}" for k, v in self.keywords.items()]
        return "functools.partialmethod(" + ", ".join(parts) + ")"

def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=("__dict__",)):
    for attr in assigned:
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            continue
        setattr(wrapper, attr, value)
    wrapper.__wrapped__ = wrapped
    return wrapper

def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=("__dict__",)):
    def decorator(wrapper):
        return update_wrapper(wrapper, wrapped, assigned, updated)
    return decorator

class _CacheInfo:
    def __init__(self, hits, misses, maxsize, currsize):
        self.hits, self.misses, self.maxsize, self.currsize = hits, misses, maxsize, currsize
    def __repr__(self):
        return f"CacheInfo(hits={self.hits}, misses={self.misses}, maxsize={self.maxsize}, currsize={self.currsize})"

def lru_cache(maxsize=128, typed=False):
    def decorating(func):
        cache = {}
        stats = [0, 0]
        def wrapper(*args, **kwargs):
            key = args
            if kwargs:
                key = args + (object,) + tuple(kwargs.items())
            if key in cache:
                stats[0] += 1
                result = cache[key]
                if maxsize is not None:
                    # Least recently used goes first: a hit moves its entry to the end.
                    del cache[key]
                    cache[key] = result
                return result
            stats[1] += 1
            result = func(*args, **kwargs)
            if maxsize is not None and maxsize > 0 and len(cache) >= maxsize:
                del cache[next(iter(cache))]
            if maxsize is None or maxsize > 0:
                cache[key] = result
            return result
        def cache_info():
            return _CacheInfo(stats[0], stats[1], maxsize, len(cache))
        def cache_clear():
            cache.clear()
            stats[0] = stats[1] = 0
        wrapper.cache_info = cache_info
        wrapper.cache_clear = cache_clear
        wrapper.cache_parameters = lambda: {"maxsize": maxsize, "typed": typed}
        return update_wrapper(wrapper, func)
    if callable(maxsize) and not isinstance(maxsize, int):
        func, maxsize = maxsize, 128
        return decorating(func)
    return decorating

def cache(func):
    return lru_cache(maxsize=None)(func)

def cmp_to_key(mycmp):
    class K:
        __slots__ = ["obj"]
        def __init__(self, obj):
            self.obj = obj
        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0
        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0
        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0
        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0
        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0
        __hash__ = None
    return K

def total_ordering(cls):
    d = cls.__dict__
    if "__lt__" in d:
        if "__gt__" not in d: cls.__gt__ = lambda a, b: not (a < b) and a != b
        if "__le__" not in d: cls.__le__ = lambda a, b: a < b or a == b
        if "__ge__" not in d: cls.__ge__ = lambda a, b: not (a < b)
    elif "__le__" in d:
        if "__lt__" not in d: cls.__lt__ = lambda a, b: a <= b and a != b
        if "__gt__" not in d: cls.__gt__ = lambda a, b: not (a <= b)
        if "__ge__" not in d: cls.__ge__ = lambda a, b: not (a <= b) or a == b
    elif "__gt__" in d:
        if "__lt__" not in d: cls.__lt__ = lambda a, b: not (a > b) and a != b
        if "__ge__" not in d: cls.__ge__ = lambda a, b: a > b or a == b
        if "__le__" not in d: cls.__le__ = lambda a, b: not (a > b)
    elif "__ge__" in d:
        if "__le__" not in d: cls.__le__ = lambda a, b: not (a >= b) or a == b
        if "__gt__" not in d: cls.__gt__ = lambda a, b: a >= b and a != b
        if "__lt__" not in d: cls.__lt__ = lambda a, b: not (a >= b)
    else:
        raise ValueError("must define at least one ordering operation: < > <= >=")
    return cls

def singledispatch(func):
    registry = {object: func}
    def dispatch(cls):
        for c in cls.__mro__:
            if c in registry:
                return registry[c]
        return func
    def register(cls, f=None):
        if f is None:
            if isinstance(cls, type):
                return lambda f: register(cls, f)
            f = cls
            ann = [v for k, v in f.__annotations__.items() if k != "return"]
            if not ann or not isinstance(ann[0], type):
                raise TypeError(f"Invalid first argument to `register()`: {f!r}. "
                                "Use either `@register(some_class)` or plain `@register` on an annotated function.")
            cls = ann[0]
        registry[cls] = f
        return f
    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f"{getattr(func, '__name__', 'singledispatch function')} requires at least 1 positional argument")
        return dispatch(type(args[0]))(*args, **kw)
    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = registry
    return update_wrapper(wrapper, func)

class cached_property:
    def __init__(self, func):
        self.func = func
        self.attrname = None
    def __set_name__(self, owner, name):
        self.attrname = name
    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        value = self.func(instance)
        instance.__dict__[self.attrname] = value
        return value
)PY";

const char* kItertools = R"PY(
class chain:
    def __init__(self, *iterables):
        self._its = iter(iterables)
        self._cur = iter(())
    def __iter__(self):
        return self
    def __next__(self):
        while True:
            try:
                return next(self._cur)
            except StopIteration:
                self._cur = iter(next(self._its))
    @classmethod
    def from_iterable(cls, iterables):
        c = cls()
        c._its = iter(iterables)
        return c

def count(start=0, step=1):
    n = start
    while True:
        yield n
        n += step

def repeat(obj, times=None):
    if times is None:
        while True:
            yield obj
    else:
        for _ in range(times):
            yield obj

def cycle(iterable):
    saved = []
    for x in iterable:
        yield x
        saved.append(x)
    while saved:
        for x in saved:
            yield x

def islice(iterable, *args):
    s = slice(*args)
    start, stop, step = s.start or 0, s.stop, s.step or 1
    if start < 0 or (stop is not None and stop < 0) or step <= 0:
        raise ValueError("Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.")
    # As CPython's islice_next: never reads past the last item it returns
    # (the rest of the iterator stays for its next user).
    it = iter(iterable)
    cnt = 0
    nexti = start
    while True:
        while cnt < nexti:
            try:
                next(it)
            except StopIteration:
                return
            cnt += 1
        if stop is not None and cnt >= stop:
            return
        try:
            x = next(it)
        except StopIteration:
            return
        cnt += 1
        nexti += step
        if stop is not None and nexti > stop:
            nexti = stop
        yield x

def accumulate(iterable, func=None, *, initial=None):
    it = iter(iterable)
    total = initial
    if initial is None:
        try:
            total = next(it)
        except StopIteration:
            return
    yield total
    for x in it:
        total = func(total, x) if func is not None else total + x
        yield total

def product(*iterables, repeat=1):
    # The arguments are checked and consumed at the call, as CPython's;
    # the combinations come lazily (building them all first took unbounded
    # memory for product(range(10**6), repeat=10)).
    if repeat < 0:
        raise ValueError("repeat argument cannot be negative")
    return _product([tuple(p) for p in iterables] * repeat)

def _product(pools):
    # An odometer over the pools.
    for pool in pools:
        if not pool:
            return
    n = len(pools)
    indices = [0] * n
    current = [pool[0] for pool in pools]
    yield tuple(current)
    while True:
        i = n - 1
        while i >= 0:
            indices[i] += 1
            if indices[i] < len(pools[i]):
                current[i] = pools[i][indices[i]]
                break
            indices[i] = 0
            current[i] = pools[i][0]
            i -= 1
        if i < 0:
            return
        yield tuple(current)

def permutations(iterable, r=None):
    pool = tuple(iterable)
    n = len(pool)
    r = n if r is None else r
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple(pool[i] for i in indices[:r])
    while n:
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple(pool[i] for i in indices[:r])
                break
        else:
            return

def combinations(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != i + n - r:
                break
        else:
            return
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple(pool[i] for i in indices)

def combinations_with_replacement(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    if not n and r:
        return
    indices = [0] * r
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != n - 1:
                break
        else:
            return
        indices[i:] = [indices[i] + 1] * (r - i)
        yield tuple(pool[i] for i in indices)

def zip_longest(*iterables, fillvalue=None):
    iterators = [iter(it) for it in iterables]
    num_active = len(iterators)
    if not num_active:
        return
    while True:
        values = []
        for i, it in enumerate(iterators):
            try:
                value = next(it)
            except StopIteration:
                num_active -= 1
                if not num_active:
                    return
                iterators[i] = repeat(fillvalue)
                value = fillvalue
            values.append(value)
        yield tuple(values)

def starmap(function, iterable):
    for args in iterable:
        yield function(*args)

def takewhile(predicate, iterable):
    for x in iterable:
        if predicate(x):
            yield x
        else:
            break

def dropwhile(predicate, iterable):
    it = iter(iterable)
    for x in it:
        if not predicate(x):
            yield x
            break
    for x in it:
        yield x

def filterfalse(predicate, iterable):
    if predicate is None:
        predicate = bool
    for x in iterable:
        if not predicate(x):
            yield x

def compress(data, selectors):
    return (d for d, s in zip(data, selectors) if s)

def pairwise(iterable):
    it = iter(iterable)
    try:
        a = next(it)
    except StopIteration:
        return
    for b in it:
        yield a, b
        a = b

def groupby(iterable, key=None):
    keyfunc = (lambda x: x) if key is None else key
    it = iter(iterable)
    sentinel = object()
    cur = sentinel
    group = []
    for x in it:
        k = keyfunc(x)
        if cur is sentinel:
            cur = k
        elif k != cur:
            yield cur, iter(group)
            cur = k
            group = []
        group.append(x)
    if cur is not sentinel:
        yield cur, iter(group)

def tee(iterable, n=2):
    items = list(iterable)
    return tuple(iter(items) for _ in range(n))
)PY";

const char* kCopy = R"PY(
class Error(Exception):
    pass

def copy(x):
    cls = type(x)
    if cls in (int, float, bool, str, tuple, frozenset, type(None), bytes, range) or isinstance(x, type) or callable(x) and not hasattr(x, "__dict__"):
        return x
    if cls is list:
        return list(x)
    if cls is dict:
        return dict(x)
    if cls is set:
        return set(x)
    cp = getattr(cls, "__copy__", None)
    if cp is not None:
        return cp(x)
    if isinstance(x, dict):
        return x.copy()
    if isinstance(x, tuple):
        # A namedtuple: rebuilt from its items, as __reduce_ex__ does.
        return cls.__new__(cls, *x)
    y = object.__new__(cls)
    d = getattr(x, "__dict__", None)
    if d is not None:
        y.__dict__.update(d)
    for n in _slotnames(cls):
        if hasattr(x, n):
            setattr(y, n, getattr(x, n))
    return y

def _slotnames(cls):
    # The __slots__ attributes of cls and its bases (copyreg._slotnames).
    names = []
    for c in cls.__mro__:
        s = c.__dict__.get("__slots__", ())
        for n in ((s,) if isinstance(s, str) else s):
            if n not in ("__dict__", "__weakref__"):
                names.append(n)
    return names

def deepcopy(x, memo=None):
    if memo is None:
        memo = {}
    i = id(x)
    if i in memo:
        return memo[i]
    cls = type(x)
    if cls in (int, float, bool, str, frozenset, type(None), bytes, range) or isinstance(x, type) or cls.__name__ in ("function", "builtin_function_or_method"):
        return x
    if cls is list:
        y = []
        memo[i] = y
        for v in x:
            y.append(deepcopy(v, memo))
        return y
    if cls is tuple:
        items = [deepcopy(v, memo) for v in x]
        if i in memo:  # x reached itself through a mutable item
            return memo[i]
        # As CPython: a tuple whose items all copy to themselves is its own copy.
        y = x if all(a is b for a, b in zip(x, items)) else tuple(items)
        memo[i] = y
        return y
    if cls is dict:
        y = {}
        memo[i] = y
        for k, v in x.items():
            y[deepcopy(k, memo)] = deepcopy(v, memo)
        return y
    if cls is set:
        y = {deepcopy(v, memo) for v in x}
        memo[i] = y
        return y
    dc = getattr(cls, "__deepcopy__", None)
    if dc is not None:
        y = dc(x, memo)
        memo[i] = y
        return y
    if isinstance(x, dict):
        y = cls.__new__(cls)
        memo[i] = y
        for k, v in x.items():
            y[deepcopy(k, memo)] = deepcopy(v, memo)
        for k, v in getattr(x, "__dict__", {}).items():
            setattr(y, k, deepcopy(v, memo))
        return y
    if isinstance(x, tuple):
        y = cls.__new__(cls, *[deepcopy(v, memo) for v in x])
        memo[i] = y
        return y
    if isinstance(x, list):
        y = cls.__new__(cls)
        memo[i] = y
        y.extend(deepcopy(v, memo) for v in x)
        for k, v in getattr(x, "__dict__", {}).items():
            y.__dict__[k] = deepcopy(v, memo)
        return y
    y = object.__new__(cls)
    memo[i] = y
    d = getattr(x, "__dict__", None)
    if d is not None:
        for k, v in d.items():
            y.__dict__[k] = deepcopy(v, memo)
    for n in _slotnames(cls):
        if hasattr(x, n):
            setattr(y, n, deepcopy(getattr(x, n), memo))
    return y
)PY";

const char* kHeapq = R"PY(
def heappush(heap, item):
    heap.append(item)
    _siftdown(heap, 0, len(heap) - 1)

def heappop(heap):
    last = heap.pop()
    if heap:
        item = heap[0]
        heap[0] = last
        _siftup(heap, 0)
        return item
    return last

def heapreplace(heap, item):
    returnitem = heap[0]
    heap[0] = item
    _siftup(heap, 0)
    return returnitem

def heappushpop(heap, item):
    if heap and heap[0] < item:
        item, heap[0] = heap[0], item
        _siftup(heap, 0)
    return item

def heapify(x):
    n = len(x)
    for i in reversed(range(n // 2)):
        _siftup(x, i)

def _siftdown(heap, startpos, pos):
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if newitem < parent:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem

def _siftup(heap, pos):
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2 * pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[childpos] < heap[rightpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2 * pos + 1
    heap[pos] = newitem
    _siftdown(heap, startpos, pos)

def nlargest(n, iterable, key=None):
    return sorted(iterable, key=key, reverse=True)[:n]

def nsmallest(n, iterable, key=None):
    return sorted(iterable, key=key)[:n]

def merge(*iterables, key=None, reverse=False):
    items = []
    for it in iterables:
        items.extend(it)
    return iter(sorted(items, key=key, reverse=reverse))
)PY";

const char* kBisect = R"PY(
def bisect_left(a, x, lo=0, hi=None, *, key=None):
    if hi is None:
        hi = len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        v = a[mid] if key is None else key(a[mid])
        if v < x:
            lo = mid + 1
        else:
            hi = mid
    return lo

def bisect_right(a, x, lo=0, hi=None, *, key=None):
    if hi is None:
        hi = len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        v = a[mid] if key is None else key(a[mid])
        if x < v:
            hi = mid
        else:
            lo = mid + 1
    return lo

bisect = bisect_right

def insort_left(a, x, lo=0, hi=None, *, key=None):
    a.insert(bisect_left(a, x if key is None else key(x), lo, hi, key=key), x)

def insort_right(a, x, lo=0, hi=None, *, key=None):
    a.insert(bisect_right(a, x if key is None else key(x), lo, hi, key=key), x)

insort = insort_right
)PY";

const char* kString = R"PY(
ascii_lowercase = "abcdefghijklmnopqrstuvwxyz"
ascii_uppercase = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ascii_letters = ascii_lowercase + ascii_uppercase
digits = "0123456789"
hexdigits = "0123456789abcdefABCDEF"
octdigits = "01234567"
punctuation = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
whitespace = " \t\n\r\x0b\x0c"
printable = digits + ascii_letters + punctuation + whitespace

def capwords(s, sep=None):
    return (sep or " ").join(x.capitalize() for x in s.split(sep))

class Template:
    delimiter = "$"
    idpattern = r"[_a-z][_a-z0-9]*"

    def __init__(self, template):
        self.template = template

    def _pattern(self):
        import re
        d = re.escape(self.delimiter)
        return re.compile(d + r"(?:(?P<escaped>" + d + r")|(?P<named>" + self.idpattern + r")|\{(?P<braced>"
                          + self.idpattern + r")\}|(?P<invalid>))", re.IGNORECASE)

    def _sub(self, mapping, kws, safe):
        if mapping is None:
            mapping = kws
        elif kws:
            mapping = dict(mapping, **kws)
        def convert(mo):
            named = mo.group("named") or mo.group("braced")
            if named is not None:
                if safe and named not in mapping:
                    return mo.group()
                return str(mapping[named])
            if mo.group("escaped") is not None:
                return self.delimiter
            if safe:
                return mo.group()
            i = mo.start("invalid")
            lines = self.template[:i].splitlines(keepends=True)
            colno = i - len("".join(lines[:-1])) if lines else 1
            raise ValueError("Invalid placeholder in string: line %d, col %d" % (len(lines) or 1, colno))
        return self._pattern().sub(convert, self.template)

    def substitute(self, mapping=None, /, **kws):
        return self._sub(mapping, kws, False)

    def safe_substitute(self, mapping=None, /, **kws):
        return self._sub(mapping, kws, True)


class Formatter:
    """str.format as an overridable object: get_value/format_field/convert_field
    are looked up per field, as in CPython's string.Formatter."""

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        out = []
        auto = 0
        for literal, field, spec, conv in self.parse(format_string):
            out.append(literal)
            if field is None:
                continue
            first, _, rest = field.partition(".")
            if first == "":
                first = auto
                auto += 1
            elif first.isdigit():
                first = int(first)
            obj = self.get_value(first, args, kwargs)
            for attr in rest.split(".") if rest else []:
                obj = getattr(obj, attr)
            obj = self.convert_field(obj, conv)
            out.append(self.format_field(obj, self.vformat(spec, args, kwargs) if "{" in spec else spec))
        return "".join(out)

    def parse(self, format_string):
        i = 0
        literal = ""
        n = len(format_string)
        while i < n:
            ch = format_string[i]
            if ch in "{}" and format_string[i + 1:i + 2] == ch:
                literal += ch
                i += 2
                continue
            if ch == "}":
                raise ValueError("Single '}' encountered in format string")
            if ch != "{":
                literal += ch
                i += 1
                continue
            depth, j = 1, i + 1
            while j < n and depth:
                depth += {"{": 1, "}": -1}.get(format_string[j], 0)
                j += 1
            if depth:
                raise ValueError("expected '}' before end of string")
            body = format_string[i + 1:j - 1]
            field, _, spec = body.partition(":")
            field, _, conv = field.partition("!")
            yield literal, field, spec, conv or None
            literal = ""
            i = j
        if literal:
            yield literal, None, None, None

    def get_value(self, key, args, kwargs):
        return args[key] if isinstance(key, int) else kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == "s":
            return str(value)
        if conversion == "r":
            return repr(value)
        if conversion == "a":
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))
)PY";

const char* kAbc = R"PY(
def abstractmethod(f):
    f.__isabstractmethod__ = True
    return f

class ABCMeta(type):
    def __new__(mcls, name, bases, ns, /, **kwargs):
        cls = super().__new__(mcls, name, bases, ns, **kwargs)
        abstracts = {n for n, v in ns.items() if getattr(v, "__isabstractmethod__", False)}
        for base in bases:
            for n in getattr(base, "__abstractmethods__", ()):
                if getattr(getattr(cls, n, None), "__isabstractmethod__", False):
                    abstracts.add(n)
        cls.__abstractmethods__ = frozenset(abstracts)
        cls._abc_registry = []
        return cls

    def register(cls, subclass):
        # Registered on every ABC up the MRO, so Real sees what Integral registers.
        for c in cls.__mro__:
            if isinstance(c, ABCMeta):
                c._abc_registry.append(subclass)
        return subclass

    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))

    def __subclasscheck__(cls, subclass):
        hook = getattr(cls, "__subclasshook__", None)
        if hook is not None:
            ok = hook(subclass)
            if ok is not NotImplemented:
                return bool(ok)
        if cls in getattr(subclass, "__mro__", ()):
            return True
        for r in cls._abc_registry:
            if r in getattr(subclass, "__mro__", ()):
                return True
        return False

    def __call__(cls, *args, **kwargs):
        if cls.__abstractmethods__:
            names = sorted(cls.__abstractmethods__)
            s = "s" if len(names) > 1 else ""
            raise TypeError(f"Can't instantiate abstract class {cls.__name__} with abstract method{s} {', '.join(names)}")
        return super().__call__(*args, **kwargs)

class ABC(metaclass=ABCMeta):
    pass
)PY";

}  // namespace

extern const char* kEnumSource;
extern const char* kCollectionsAbcSource;
extern const char* kCollectionsUserSource;
extern const char* kDataclassesSource;
extern const char* kWarningsSource;
extern const char* kContextlibSource;
extern const char* kTypesSource;
extern const char* kErrnoSource;
extern const char* kNumbersSource;
extern const char* kTextwrapSource;
extern const char* kJsonSource;
extern const char* kCsvSource;
extern const char* kStatisticsSource;
extern const char* kPprintSource;
extern const char* kReSource;
extern const char* kFnmatchSource;
extern const char* kInspectSource;
extern const char* kPathlibSource;
extern const char* kBytearraySource;
extern const char* kExceptionGroupSource;
extern const char* kPickleSource;
extern const char* kUnpickleSource;
extern const char* kCopyregSource;
extern const char* kCodecsSource;
extern const char* kArgparseSource;
extern const char* kLoggingSource;
extern const char* kFutureSource;
extern const char* kStructSource;
extern const char* kHashlibSource;
extern const char* kBase64Source;
extern const char* kBinasciiSource;
extern const char* kZlibSource;
extern const char* kDatetimeSource;
extern const char* kQueueSource;
extern const char* kThreadingSource;
extern const char* kFractionsSource;
extern const char* kCmathSource;
extern const char* kArraySource;
extern const char* kWeakrefSource;
extern const char* kDecimalSource;
extern const char* kGlobSource;
extern const char* kUuidSource;

const std::vector<StdSource>& stdSources() {
  static const std::vector<StdSource> sources = {
      {"typing", kTyping},
      {"typing_extensions", kTyping},
      {"collections", kCollections},
      {"collections.abc", kCollectionsAbcSource},
      {"_collections_user", kCollectionsUserSource},
      {"operator", kOperator},
      {"functools", kFunctools},
      {"itertools", kItertools},
      {"copy", kCopy},
      {"heapq", kHeapq},
      {"bisect", kBisect},
      {"string", kString},
      {"abc", kAbc},
      {"enum", kEnumSource},
      {"dataclasses", kDataclassesSource},
      {"warnings", kWarningsSource},
      {"contextlib", kContextlibSource},
      {"types", kTypesSource},
      {"errno", kErrnoSource},
      {"numbers", kNumbersSource},
      {"textwrap", kTextwrapSource},
      {"json", kJsonSource},
      {"csv", kCsvSource},
      {"statistics", kStatisticsSource},
      {"pprint", kPprintSource},
      {"re", kReSource},
      {"fnmatch", kFnmatchSource},
      {"inspect", kInspectSource},
      {"pathlib", kPathlibSource},
      {"_bytearray", kBytearraySource},
      {"_exception_group", kExceptionGroupSource},
      {"pickle", kPickleSource},
      {"_unpickle", kUnpickleSource},
      {"copyreg", kCopyregSource},
      {"codecs", kCodecsSource},
      {"_codecs", kCodecsSource},
      {"argparse", kArgparseSource},
      {"logging", kLoggingSource},
      {"__future__", kFutureSource},
      {"struct", kStructSource},
      {"hashlib", kHashlibSource},
      {"base64", kBase64Source},
      {"binascii", kBinasciiSource},
      {"zlib", kZlibSource},
      {"datetime", kDatetimeSource},
      {"queue", kQueueSource},
      {"threading", kThreadingSource},
      {"fractions", kFractionsSource},
      {"cmath", kCmathSource},
      {"array", kArraySource},
      {"weakref", kWeakrefSource},
      {"decimal", kDecimalSource},
      {"glob", kGlobSource},
      {"uuid", kUuidSource},
  };
  return sources;
}

}  // namespace ts::py
