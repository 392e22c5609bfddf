# More class features: __repr__ via reprlib-style recursion guard, __eq__/__hash__ interplay, class
# attributes vs instance attributes, __class_getitem__, __new__ singletons, __del__-free resource handling.


class Singleton:
    _instance = None

    def __new__(cls, *args, **kwargs):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
            cls._instance.initialized = False
        return cls._instance

    def __init__(self, value):
        if not self.initialized:
            self.value = value
            self.initialized = True


a, b = Singleton(1), Singleton(2)
print(a is b, a.value, b.value)


class Node:
    def __init__(self, val, children=None):
        self.val = val
        self.children = children or []

    def __repr__(self):
        return f"Node({self.val!r}, {self.children!r})" if self.children else f"Node({self.val!r})"

    def __iter__(self):
        yield self.val
        for c in self.children:
            yield from c

    def depth(self):
        return 1 + max((c.depth() for c in self.children), default=0)


tree = Node(1, [Node(2, [Node(4)]), Node(3)])
print(tree, list(tree), tree.depth(), sum(tree), max(tree))


class Shared:
    items = []
    count = 0

    def add(self, x):
        self.items.append(x)
        self.count += 1


s1, s2 = Shared(), Shared()
s1.add(1)
s2.add(2)
print(Shared.items, s1.count, s2.count, Shared.count, "count" in vars(s1))


class Key:
    def __init__(self, k):
        self.k = k

    def __eq__(self, other):
        return isinstance(other, Key) and self.k.lower() == other.k.lower()

    def __hash__(self):
        return hash(self.k.lower())


d = {Key("A"): 1}
d[Key("a")] = 2
print(len(d), list(d.values()), Key("x") in {Key("X")})


class NoHash:
    def __eq__(self, other):
        return True


try:
    {NoHash()}
except TypeError as e:
    print("TypeError:", e)


class Registry:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__}]"


print(Registry[int], Registry[str])


class Frozen:
    def __init__(self, **kw):
        object.__setattr__(self, "_data", dict(kw))

    def __getattr__(self, name):
        try:
            return self._data[name]
        except KeyError:
            raise AttributeError(name) from None

    def __setattr__(self, name, value):
        raise AttributeError(f"{type(self).__name__} is immutable")


f = Frozen(lr=0.1, bs=8)
print(f.lr, f.bs, getattr(f, "missing", None))
try:
    f.lr = 1
except AttributeError as e:
    print("AttributeError:", e)
print(str(type(f)), repr(Frozen), Frozen.__name__, Frozen.__qualname__, f.__class__.__name__)


class Outer:
    class Inner:
        pass

    def method(self):
        def local():
            pass
        return local


print(Outer.Inner.__qualname__, Outer().method().__qualname__, Outer.method.__qualname__)
print(isinstance(3, (str, int)), issubclass(bool, int), isinstance(True, int), type(True) is bool)
