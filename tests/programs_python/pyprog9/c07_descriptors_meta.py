# properties, descriptors, metaclasses, __init_subclass__, __slots__, class/static methods, __set_name__.


class Positive:
    def __set_name__(self, owner, name):
        self.private = "_" + name
        self.public = name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private)

    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.public} must be > 0, got {value}")
        setattr(obj, self.private, value)


class Hyper:
    lr = Positive()
    batch = Positive()

    def __init__(self, lr, batch):
        self.lr = lr
        self.batch = batch


h = Hyper(0.1, 32)
print(h.lr, h.batch, vars(h), type(Hyper.lr).__name__, Hyper.lr.private)
try:
    h.batch = 0
except ValueError as e:
    print("ValueError:", e)


class Temperature:
    def __init__(self, c=0.0):
        self._c = c

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

    @fahrenheit.setter
    def fahrenheit(self, f):
        self._c = (f - 32) * 5 / 9

    @fahrenheit.deleter
    def fahrenheit(self):
        print("deleting")
        self._c = None

    celsius = property(lambda self: self._c, doc="celsius")


t = Temperature(100)
print(t.fahrenheit, t.celsius)
t.fahrenheit = 32
print(t.celsius, Temperature.celsius.__doc__)
del t.fahrenheit
print(t.celsius)
try:
    t.celsius = 5
except AttributeError as e:
    print("AttributeError:", e)


class Registry(type):
    classes = {}

    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        if bases:
            mcls.classes[name.lower()] = cls
        return cls

    def __call__(cls, *args, **kwargs):
        inst = super().__call__(*args, **kwargs)
        inst.created_by = "meta"
        return inst


class Plugin(metaclass=Registry):
    def __init__(self, v=0):
        self.v = v


class Alpha(Plugin):
    pass


class Beta(Plugin):
    pass


print(sorted(Registry.classes), type(Alpha).__name__, Alpha(3).created_by, Beta().v, isinstance(Alpha, Registry))


class Model:
    registry = {}

    def __init_subclass__(cls, key=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.key = key or cls.__name__
        Model.registry[cls.key] = cls


class ResNet(Model, key="resnet"):
    pass


class VGG(Model):
    pass


print(Model.registry, ResNet.key, VGG.key)


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"


v = Vec(1, 2)
try:
    v.z = 3
except AttributeError as e:
    print("AttributeError:", e)
print(v, hasattr(v, "__dict__"), Vec.__slots__)


class Counter:
    count = 0

    def __init__(self):
        Counter.count += 1

    @classmethod
    def make(cls, n):
        return [cls() for _ in range(n)]

    @staticmethod
    def describe():
        return "counter"


Counter.make(3)
print(Counter.count, Counter.describe(), Counter().describe())


class Lazy:
    def __getattr__(self, name):
        if name.startswith("get_"):
            return lambda: name[4:]
        raise AttributeError(f"{type(self).__name__!r} has no attribute {name!r}")


lz = Lazy()
print(lz.get_data(), getattr(lz, "missing", "default"))
try:
    lz.other
except AttributeError as e:
    print(e)


class Tracked:
    def __setattr__(self, name, value):
        print("set", name, value)
        super().__setattr__(name, value)

    def __getattribute__(self, name):
        if name == "secret":
            return "hidden"
        return super().__getattribute__(name)


tr = Tracked()
tr.a = 1
tr.secret = 2
print(tr.a, tr.secret, tr.__dict__)
print(type("Dyn", (object,), {"f": lambda self: 42})().f(), Alpha.__mro__[1].__name__, Alpha.__bases__)
