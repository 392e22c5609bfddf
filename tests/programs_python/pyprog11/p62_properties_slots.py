import weakref
import torch

class Meter:
    __slots__ = ("name", "_sum", "_n", "__weakref__")
    def __init__(self, name):
        self.name = name
        self._sum = 0.0
        self._n = 0
    def update(self, v, n=1):
        self._sum += float(v) * n
        self._n += n
        return self
    @property
    def avg(self):
        return self._sum / self._n if self._n else 0.0
    def __repr__(self):
        return f"{self.name}: {self.avg:.4f} ({self._n})"

m = Meter("loss")
for v in torch.tensor([0.5, 0.25, 0.125]):
    m.update(v, 2)
print(m, m.avg, Meter.__slots__)
try:
    m.extra = 1
except AttributeError as e:
    print(e)
r = weakref.ref(m)
print(r() is m)

class Temperature:
    def __init__(self, c=0.0):
        self._c = c
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._c = v
    @celsius.deleter
    def celsius(self):
        print("deleting")
        del self._c
    fahrenheit = property(lambda self: self._c * 9 / 5 + 32, doc="F")

t = Temperature(25)
print(t.celsius, t.fahrenheit, Temperature.fahrenheit.__doc__)
t.celsius = 100
print(t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print(e)
try:
    t.fahrenheit = 5
except AttributeError as e:
    print("AttributeError:", e)
del t.celsius
print(hasattr(t, "_c"))

class Lazy:
    def __init__(self):
        self.calls = 0
    def __getattr__(self, name):
        self.calls += 1
        if name.startswith("get_"):
            return lambda: name[4:]
        raise AttributeError(f"{type(self).__name__!r} has no {name!r}")
z = Lazy()
print(z.get_data(), z.calls, getattr(z, "nope", None), z.calls)
class Const:
    def __setattr__(self, k, v):
        if hasattr(self, k):
            raise AttributeError(f"{k} is constant")
        object.__setattr__(self, k, v)
c = Const()
c.x = 1
try:
    c.x = 2
except AttributeError as e:
    print(e)
print(c.x, vars(c))
