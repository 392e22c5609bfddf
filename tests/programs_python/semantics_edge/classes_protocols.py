# classes: dunder protocols, properties, class/static methods, __slots__, descriptors, metaclass-free registries, MRO
class Vector:
    __slots__ = ("x", "y")
    def __init__(self, x=0, y=0):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Vector({self.x!r}, {self.y!r})"
    def __add__(self, o):
        return Vector(self.x + o.x, self.y + o.y)
    def __mul__(self, k):
        return Vector(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __bool__(self):
        return bool(self.x or self.y)
    def __eq__(self, o):
        return isinstance(o, Vector) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __iter__(self):
        yield self.x
        yield self.y
    def __getitem__(self, i):
        return (self.x, self.y)[i]
v = Vector(3, 4)
print(v + Vector(1, 1), 2 * v, v * 2, abs(v), bool(Vector()), list(v), v[1], tuple(v), {v, Vector(3, 4)})
try:
    v.z = 1
except AttributeError as e:
    print("AttributeError", e)

class Registry:
    _registry = {}
    def __init_subclass__(cls, key=None, **kw):
        super().__init_subclass__(**kw)
        Registry._registry[key or cls.__name__.lower()] = cls
    @classmethod
    def create(cls, key, *args):
        return cls._registry[key](*args)
    @staticmethod
    def keys():
        return sorted(Registry._registry)
class Adam(Registry, key="adam"):
    def __init__(self, lr=1e-3):
        self.lr = lr
class SGD(Registry):
    def __init__(self, lr=0.1):
        self.lr = lr
print(Registry.keys(), Registry.create("sgd").lr, type(Registry.create("adam", 0.5)).__name__)

class Temperature:
    def __init__(self, c):
        self._c = c
    @property
    def f(self):
        return self._c * 9 / 5 + 32
    @f.setter
    def f(self, value):
        self._c = (value - 32) * 5 / 9
    @f.deleter
    def f(self):
        print("deleting")
t = Temperature(100)
t.f = 212
print(t.f, t._c)
del t.f

class Positive:
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name)
    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.name[1:]} must be positive")
        setattr(obj, self.name, value)
class Layer:
    size = Positive()
    def __init__(self, size):
        self.size = size
l = Layer(5)
print(l.size, type(Layer.size).__name__)
try:
    Layer(-1)
except ValueError as e:
    print(e)
class A:
    def who(self): return "A"
class B(A):
    def who(self): return "B>" + super().who()
class C(A):
    def who(self): return "C>" + super().who()
class D(B, C):
    def who(self): return "D>" + super().who()
print(D().who(), [k.__name__ for k in D.__mro__])
class Seq:
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
    def __getitem__(self, i):
        if isinstance(i, slice):
            return list(range(self.n))[i]
        if i >= self.n: raise IndexError(i)
        return i * i
    def __contains__(self, x): return x in [i * i for i in range(self.n)]
s = Seq(5)
print(len(s), s[2], s[1:4], 9 in s, list(s), list(reversed(s)) if hasattr(s, "__reversed__") else sorted(s, reverse=True))
class Dyn:
    def __getattr__(self, name):
        if name.startswith("get_"):
            return lambda: name[4:]
        raise AttributeError(name)
d = Dyn()
print(d.get_value(), hasattr(d, "other"), getattr(d, "other", "default"))
class Money:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
    def __le__(self, o): return self.v <= o.v
    def __repr__(self): return f"${self.v}"
    def __format__(self, spec): return f"${self.v:{spec}}"
ms = [Money(3), Money(1), Money(2)]
print(sorted(ms), min(ms), Money(1) > Money(0), f"{Money(2.5):.2f}")
print(isinstance(True, int), issubclass(bool, (str, int)), type(3) is int, type(v).__name__, Vector.__name__, Vector.__qualname__)
obj = type("Dynamic", (object,), {"x": 1, "hello": lambda self: "hi"})()
print(obj.x, obj.hello(), type(obj).__name__, vars(Temperature(1)))
