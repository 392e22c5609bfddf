import math
import operator
import torch


class Vector:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Vector({self.x!r}, {self.y!r})"

    def __add__(self, other):
        if not isinstance(other, Vector):
            return NotImplemented
        return Vector(self.x + other.x, self.y + other.y)

    def __mul__(self, k):
        return Vector(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __neg__(self):
        return Vector(-self.x, -self.y)

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __eq__(self, other):
        return isinstance(other, Vector) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __iter__(self):
        yield self.x
        yield self.y

    def __bool__(self):
        return bool(self.x or self.y)


v = Vector(3, 4)
print(v + Vector(1, 1), 2 * v, v * 0.5, -v, abs(v), bool(Vector(0, 0)), list(v), tuple(v))
print(v == Vector(3, 4), v != Vector(3, 4), len({v, Vector(3, 4)}), hash(v) == hash((3, 4)))
try:
    v + 1
except TypeError as e:
    print(e)
try:
    v.z = 1
except AttributeError as e:
    print(e)


class Meter:
    """Running average, like the tutorials' AverageMeter."""

    def __init__(self, name, fmt=":f"):
        self.name = name
        self.fmt = fmt
        self.reset()

    def reset(self):
        self.val = self.avg = self.sum = 0
        self.count = 0

    def update(self, val, n=1):
        self.val = val
        self.sum += val * n
        self.count += n
        self.avg = self.sum / self.count

    def __str__(self):
        fmtstr = "{name} {val" + self.fmt + "} ({avg" + self.fmt + "})"
        return fmtstr.format(**self.__dict__)


m = Meter("Loss", ":.4e")
for val in [0.5, 0.25, 0.125]:
    m.update(val, n=2)
print(m, m.count)


class Temperature:
    def __init__(self):
        self._c = 0.0

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._c = v

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

    @classmethod
    def from_f(cls, f):
        t = cls()
        t.celsius = (f - 32) * 5 / 9
        return t

    @staticmethod
    def valid(v):
        return v >= -273.15


t = Temperature.from_f(212)
print(t.celsius, t.fahrenheit, Temperature.valid(-300))
try:
    t.celsius = -500
except ValueError as e:
    print("ValueError", e)
try:
    t.fahrenheit = 3
except AttributeError as e:
    print("AttributeError", e)


class Registry(dict):
    def register(self, name=None):
        def deco(fn):
            self[name or fn.__name__] = fn
            return fn
        return deco


MODELS = Registry()


@MODELS.register()
def tiny():
    return torch.nn.Linear(2, 2)


@MODELS.register("big")
def large():
    return torch.nn.Sequential(torch.nn.Linear(2, 8), torch.nn.Linear(8, 2))


print(sorted(MODELS), type(MODELS["big"]()).__name__, isinstance(MODELS, dict))


class Base:
    def __init__(self):
        self.log = []

    def hook(self):
        self.log.append("base")


class Mixin:
    def hook(self):
        self.log.append("mixin")
        super().hook()


class Child(Mixin, Base):
    def hook(self):
        self.log.append("child")
        super().hook()


c = Child()
c.hook()
print(c.log, [k.__name__ for k in Child.__mro__])
print(getattr(c, "missing", "default"), hasattr(c, "log"), callable(c.hook))
setattr(c, "extra", 5)
delattr(c, "extra")
print(hasattr(c, "extra"), vars(c))


class Counter:
    count = 0

    def __init__(self):
        Counter.count += 1
        self.id = Counter.count

    def __lt__(self, other):
        return self.id > other.id

    def __repr__(self):
        return f"C{self.id}"

    def __call__(self, x):
        return x * self.id

    def __len__(self):
        return self.id

    def __contains__(self, item):
        return item < self.id

    def __getitem__(self, i):
        if i >= self.id:
            raise IndexError("out of range")
        return i * 10


cs = [Counter() for _ in range(3)]
print(sorted(cs), cs[1](torch.tensor([1.0, 2.0])), len(cs[2]), 1 in cs[1], list(cs[2]))
print(operator.lt(cs[0], cs[1]), max(cs), min(cs))
