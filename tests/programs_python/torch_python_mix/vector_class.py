import math
import torch

class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x=0.0, y=0.0):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Vec({self.x!r}, {self.y!r})"

    def __format__(self, spec):
        return f"<{self.x:{spec}}, {self.y:{spec}}>"

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        if isinstance(k, Vec):
            return self.x * k.x + self.y * k.y
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __bool__(self):
        return bool(self.x or self.y)

    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __iter__(self):
        yield self.x
        yield self.y

    def __getitem__(self, i):
        return (self.x, self.y)[i]

    def to_tensor(self):
        return torch.tensor([self.x, self.y])

a, b = Vec(1, 2), Vec(3.5, -1)
print(a + b, a - b, a * 2, 3 * a, a * b, -a, abs(Vec(3, 4)))
print(f"{b:.2f}", format(a, "5.1f"), bool(Vec()), a == Vec(1, 2), len({a, Vec(1, 2), b}))
x, y = b
print(x, y, list(a), a[1], tuple(b))
try:
    a.z = 1
except AttributeError as e:
    print("AttributeError", e)
print(sum([a, b, Vec(1, 1)], Vec()), max([a, b], key=abs))
print(torch.stack([v.to_tensor() for v in (a, b)]))

class Lazy:
    def __init__(self):
        self._cache = {}
    def __getattr__(self, name):
        if name.startswith("t_"):
            n = int(name[2:])
            v = self._cache.setdefault(n, torch.arange(n))
            return v
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

lz = Lazy()
print(lz.t_3, lz.t_3 is lz.t_3, hasattr(lz, "other"))

class Celsius:
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, 0.0)
    def __set__(self, obj, value):
        if value < -273.15:
            raise ValueError("below absolute zero")
        setattr(obj, self.name, value)

class Reading:
    temp = Celsius()
r = Reading()
r.temp = 21.5
print(r.temp, r._temp, type(Reading.temp).__name__)
try:
    r.temp = -300
except ValueError as e:
    print(e)
