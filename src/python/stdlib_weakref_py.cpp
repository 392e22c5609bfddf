// ===--- stdlib_weakref_py.cpp - the weakref module -----------------------=== //
// ref, proxy, finalize and the weak containers over _weakref's handles
// (Note [Weak references] in stdlib_weakref.cpp). The containers drop dead
// entries when they are next used rather than from callbacks, so they need
// no code to run inside a destructor.

namespace ts::py {

const char* kWeakrefSource = R"PY(
import _weakref


class ReferenceType:
    __slots__ = ("_h", "_callback", "_hash", "__weakref__")

    def __init__(self, ob, callback=None):
        self._callback = callback
        self._hash = None
        self._h = _weakref.new(ob, callback, self)

    def __call__(self):
        return _weakref.get(self._h)

    @property
    def __callback__(self):
        return self._callback if self() is not None else None

    def __hash__(self):
        if self._hash is None:
            ob = self()
            if ob is None:
                raise TypeError("weak object has gone away")
            self._hash = hash(ob)
        return self._hash

    def __eq__(self, other):
        if not isinstance(other, ReferenceType):
            return NotImplemented
        a, b = self(), other()
        if a is None or b is None:
            return self is other
        return a == b

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __repr__(self):
        ob = self()
        if ob is None:
            return "<weakref at 0x%x; dead>" % id(self)
        return "<weakref at 0x%x; to '%s' at 0x%x>" % (id(self), type(ob).__name__, id(ob))


ref = ReferenceType


def getweakrefcount(ob):
    return _weakref.count(ob)


class ProxyType:
    __slots__ = ("_ref",)

    def __init__(self, ob, callback=None):
        object.__setattr__(self, "_ref", ref(ob, callback))

    def _target(self):
        ob = object.__getattribute__(self, "_ref")()
        if ob is None:
            raise ReferenceError("weakly-referenced object no longer exists")
        return ob

    def __getattr__(self, name):
        return getattr(ProxyType._target(self), name)

    def __setattr__(self, name, value):
        setattr(ProxyType._target(self), name, value)

    def __delattr__(self, name):
        delattr(ProxyType._target(self), name)

    def __call__(self, *args, **kwargs):
        return ProxyType._target(self)(*args, **kwargs)

    def __len__(self):
        return len(ProxyType._target(self))

    def __getitem__(self, key):
        return ProxyType._target(self)[key]

    def __setitem__(self, key, value):
        ProxyType._target(self)[key] = value

    def __iter__(self):
        return iter(ProxyType._target(self))

    def __contains__(self, item):
        return item in ProxyType._target(self)

    def __str__(self):
        return str(ProxyType._target(self))

    def __bool__(self):
        return bool(ProxyType._target(self))

    def __eq__(self, other):
        return ProxyType._target(self) == other

    def __repr__(self):
        ob = object.__getattribute__(self, "_ref")()
        return "<weakproxy at 0x%x; to '%s' at 0x%x>" % (id(self), type(ob).__name__, id(ob))


def proxy(ob, callback=None):
    return ProxyType(ob, callback)


CallableProxyType = ProxyType
ProxyTypes = (ProxyType, CallableProxyType)


class _Probe:
    def _m(self):
        pass


_MethodType = type(_Probe()._m)


class WeakMethod(ref):
    __slots__ = ("_func_ref",)

    def __init__(self, meth, callback=None):
        try:
            obj = meth.__self__
            func = meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}".format(type(meth))) from None
        ref.__init__(self, obj, callback)
        self._func_ref = ref(func)

    def __call__(self):
        obj = ref.__call__(self)
        func = self._func_ref()
        if obj is None or func is None:
            return None
        return _MethodType(func, obj)


class WeakValueDictionary:
    def __init__(self, other=(), **kw):
        self.data = {}
        self.update(other, **kw)

    def _purge(self):
        dead = [k for k, r in self.data.items() if r() is None]
        for k in dead:
            del self.data[k]

    def __getitem__(self, key):
        o = self.data[key]()
        if o is None:
            raise KeyError(key)
        return o

    def __setitem__(self, key, value):
        self.data[key] = ref(value)

    def __delitem__(self, key):
        self._purge()
        del self.data[key]

    def __contains__(self, key):
        r = self.data.get(key)
        return r is not None and r() is not None

    def __len__(self):
        self._purge()
        return len(self.data)

    def __iter__(self):
        self._purge()
        return iter(list(self.data))

    def __repr__(self):
        return "<WeakValueDictionary at 0x%x>" % id(self)

    def get(self, key, default=None):
        r = self.data.get(key)
        if r is None:
            return default
        o = r()
        return default if o is None else o

    def setdefault(self, key, default=None):
        o = self.get(key)
        if o is None:
            self[key] = default
            return default
        return o

    def pop(self, key, *args):
        self._purge()
        if key not in self.data:
            if args:
                return args[0]
            raise KeyError(key)
        o = self.data.pop(key)()
        if o is None:
            if args:
                return args[0]
            raise KeyError(key)
        return o

    def popitem(self):
        self._purge()
        key, r = self.data.popitem()
        return key, r()

    def keys(self):
        self._purge()
        return list(self.data.keys())

    def values(self):
        self._purge()
        return [r() for r in self.data.values()]

    def items(self):
        self._purge()
        return [(k, r()) for k, r in self.data.items()]

    def itervaluerefs(self):
        self._purge()
        return iter(list(self.data.values()))

    def valuerefs(self):
        self._purge()
        return list(self.data.values())

    def update(self, other=(), **kw):
        if hasattr(other, "items"):
            other = other.items()
        for k, v in other:
            self[k] = v
        for k, v in kw.items():
            self[k] = v

    def clear(self):
        self.data.clear()

    def copy(self):
        return WeakValueDictionary(self.items())

    __copy__ = copy


class WeakKeyDictionary:
    def __init__(self, dict=None):
        self.data = {}
        if dict is not None:
            self.update(dict)

    def _purge(self):
        dead = [r for r in self.data if r() is None]
        for r in dead:
            del self.data[r]

    def __getitem__(self, key):
        return self.data[ref(key)]

    def __setitem__(self, key, value):
        self.data[ref(key)] = value

    def __delitem__(self, key):
        del self.data[ref(key)]

    def __contains__(self, key):
        try:
            wr = ref(key)
        except TypeError:
            return False
        return wr in self.data

    def __len__(self):
        self._purge()
        return len(self.data)

    def __iter__(self):
        self._purge()
        return iter([r() for r in self.data])

    def __repr__(self):
        return "<WeakKeyDictionary at 0x%x>" % id(self)

    def get(self, key, default=None):
        return self.data.get(ref(key), default)

    def setdefault(self, key, default=None):
        return self.data.setdefault(ref(key), default)

    def pop(self, key, *args):
        return self.data.pop(ref(key), *args)

    def keys(self):
        self._purge()
        return [r() for r in self.data]

    def values(self):
        self._purge()
        return list(self.data.values())

    def items(self):
        self._purge()
        return [(r(), v) for r, v in self.data.items()]

    def keyrefs(self):
        self._purge()
        return list(self.data)

    def update(self, dict=None, **kwargs):
        if dict is not None:
            items = dict.items() if hasattr(dict, "items") else dict
            for k, v in items:
                self[k] = v
        for k, v in kwargs.items():
            self[k] = v

    def clear(self):
        self.data.clear()

    def copy(self):
        return WeakKeyDictionary(self.items())

    __copy__ = copy


class WeakSet:
    def __init__(self, data=None):
        self.data = set()
        if data is not None:
            for x in data:
                self.add(x)

    def _purge(self):
        self.data = {r for r in self.data if r() is not None}

    def add(self, item):
        self.data.add(ref(item))

    def discard(self, item):
        self.data.discard(ref(item))

    def remove(self, item):
        self.data.remove(ref(item))

    def __contains__(self, item):
        try:
            wr = ref(item)
        except TypeError:
            return False
        return wr in self.data

    def __len__(self):
        self._purge()
        return len(self.data)

    def __iter__(self):
        self._purge()
        return iter([r() for r in self.data])

    def clear(self):
        self.data.clear()

    def __repr__(self):
        return "{}({!r})".format(type(self).__name__, set(self))


class finalize:
    _registry = {}
    _index = 0

    def __init__(self, obj, func, *args, **kwargs):
        self._key = finalize._index
        finalize._index += 1
        finalize._registry[self._key] = (func, args, kwargs)
        self._ref = ref(obj, self._fire)
        self.atexit = True

    def _fire(self, wr):
        self()

    def __call__(self, _=None):
        info = finalize._registry.pop(self._key, None)
        if info is not None:
            func, args, kwargs = info
            return func(*args, **(kwargs or {}))

    def detach(self):
        info = finalize._registry.pop(self._key, None)
        obj = self._ref()
        if info is not None and obj is not None:
            return (obj, info[0], info[1], info[2] or {})

    def peek(self):
        info = finalize._registry.get(self._key)
        obj = self._ref()
        if info is not None and obj is not None:
            return (obj, info[0], info[1], info[2] or {})

    @property
    def alive(self):
        return self._key in finalize._registry
)PY";

}  // namespace ts::py
