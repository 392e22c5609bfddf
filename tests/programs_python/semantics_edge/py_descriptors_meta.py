import abc

class Typed:
    def __init__(self, kind):
        self.kind = kind
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name[1:]} must be {self.kind.__name__}, got {type(value).__name__}")
        setattr(obj, self.name, value)

class Config:
    lr = Typed(float)
    epochs = Typed(int)
    def __init__(self, lr, epochs):
        self.lr = lr
        self.epochs = epochs

c = Config(0.1, 3)
print(c.lr, c.epochs, type(Config.lr).__name__, sorted(vars(c)))
try:
    c.epochs = "ten"
except TypeError as e:
    print("TypeError:", e)

class Meta(type):
    created = []
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        cls.fields = [k for k in ns if not k.startswith("_")]
        Meta.created.append(name)
        return cls
    def __call__(cls, *args, **kwargs):
        inst = super().__call__(*args, **kwargs)
        inst.made_by_meta = True
        return inst

class Base(metaclass=Meta):
    x = 1
    def method(self):
        return self.x
class Child(Base):
    y = 2

print(Meta.created, Child.fields, Base.fields, type(Child).__name__)
print(Child().made_by_meta, isinstance(Child, Meta))

class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self):
        ...
    def describe(self):
        return f"{type(self).__name__} with area {self.area()}"
class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
try:
    Shape()
except TypeError as e:
    print("TypeError:", e)
print(Sq(3).describe())

class Lazy:
    def __init__(self):
        self.loaded = {}
    def __getattr__(self, name):
        if name.startswith("get_"):
            return lambda: name[4:].upper()
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
lz = Lazy()
print(lz.get_weights(), hasattr(lz, "missing"), getattr(lz, "nope", "default"))

class Recorder:
    def __init__(self):
        object.__setattr__(self, "log", [])
    def __setattr__(self, name, value):
        self.log.append(name)
        object.__setattr__(self, name, value)
    def __delattr__(self, name):
        self.log.append("del " + name)
        object.__delattr__(self, name)
r = Recorder()
r.a = 1; r.b = 2; del r.a
print(r.log, vars(r))

class Singleton:
    _inst = None
    def __new__(cls, *a):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
            cls._inst.count = 0
        return cls._inst
    def __init__(self, *a):
        self.count += 1
s1, s2 = Singleton(), Singleton(1)
print(s1 is s2, s1.count)

Dyn = type("Dyn", (Base,), {"z": 3, "hello": lambda self: f"hi {self.z}"})
print(Dyn().hello(), Dyn.fields, Dyn.__name__, Dyn.__bases__[0].__name__)

class Poly:
    def __init__(self, *coeffs):
        self.c = coeffs
    def __call__(self, x):
        return sum(a * x ** i for i, a in enumerate(self.c))
    def __contains__(self, v):
        return v in self.c
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__}]"
p = Poly(1, 2, 3)
print(p(2), 3 in p, 5 in p, callable(p), Poly[int])

class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(4)), sum(Countdown(3)), max(Countdown(5)))
class Cached:
    @property
    def value(self):
        print("compute")
        return 42
import functools
class C2:
    @functools.cached_property
    def heavy(self):
        print("heavy once")
        return [1, 2]
o = C2()
print(o.heavy, o.heavy, "heavy" in vars(o))
print(Cached.value.__class__.__name__, Cached().value)
