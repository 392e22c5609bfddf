class Typed:
    def __init__(self, kind):
        self.kind = kind
    def __set_name__(self, owner, name):
        self.name = "_" + name
        self.public = name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.public} must be {self.kind.__name__}, got {type(value).__name__}")
        setattr(obj, self.name, value)

class Point:
    x = Typed(int)
    y = Typed(int)
    __slots__ = ("_x", "_y")
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"

p = Point(1, 2)
print(p, Point.x.public, type(Point.__dict__["y"]).__name__)
try:
    p.x = "a"
except TypeError as e:
    print(e)
try:
    p.z = 3
except AttributeError as e:
    print("AttributeError", e)

class Lazy:
    def __init__(self, fn):
        self.fn = fn
    def __get__(self, obj, cls):
        if obj is None:
            return self
        v = self.fn(obj)
        obj.__dict__[self.fn.__name__] = v
        return v

class Data:
    calls = 0
    @Lazy
    def total(self):
        Data.calls += 1
        return sum(range(10))
d = Data()
print(d.total, d.total, Data.calls, "total" in vars(d))

class Temp:
    def __init__(self):
        self._c = 0.0
    @property
    def f(self):
        return self._c * 9 / 5 + 32
    @f.setter
    def f(self, v):
        self._c = (v - 32) * 5 / 9
    @f.deleter
    def f(self):
        print("deleting")
        self._c = 0.0
t = Temp()
t.f = 212
print(t._c, t.f)
del t.f
print(t.f, Temp.f.__doc__, isinstance(Temp.f, property))
