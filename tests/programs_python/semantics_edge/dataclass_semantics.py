from dataclasses import dataclass, field, asdict, astuple, replace, fields
from typing import List, Optional
import functools

@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}"

@dataclass
class Layer:
    name: str
    size: int
    tags: List[str] = field(default_factory=list)
    parent: Optional["Layer"] = field(default=None, repr=False, compare=False)
    _cache: dict = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self):
        if self.size <= 0:
            raise ValueError(f"size must be positive, got {self.size}")
        self.tags = [t.lower() for t in self.tags]

vs = [Version(1, 2), Version(1, 10), Version(0, 9, 9), Version(1, 2, 1)]
print(sorted(vs))
print(max(vs), str(min(vs)))
print(Version(1) == Version(1, 0, 0), hash(Version(2)) == hash(Version(2, 0, 0)))
try:
    vs[0].major = 5
except Exception as e:
    print(type(e).__name__, e)
l1 = Layer("conv", 3, ["A", "B"])
print(l1)
l2 = replace(l1, size=4)
print(l2, l1 == l2, l1 == Layer("conv", 3, ["a", "b"], parent=l2))
print(asdict(l1))
print(astuple(Version(3, 1)))
print([f.name for f in fields(Layer)])
try:
    Layer("bad", 0)
except ValueError as e:
    print("ValueError:", e)
print({Version(1), Version(1, 0), Version(2)})

@functools.total_ordering
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __eq__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return self.cents == other.cents
    def __lt__(self, other):
        return self.cents < other.cents
    def __hash__(self):
        return hash(self.cents)
    def __repr__(self):
        return f"Money({self.cents // 100}.{self.cents % 100:02d})"
    def __add__(self, other):
        return Money(self.cents + other.cents)
    __radd__ = lambda self, other: self if other == 0 else self + other
    def __bool__(self):
        return self.cents != 0

m = [Money(150), Money(99), Money(1000)]
print(sorted(m), Money(5) >= Money(5), Money(5) > Money(6))
print(sum(m), bool(Money(0)), Money(1) == 1)
print(len({Money(1), Money(1), Money(2)}))

class Temperature:
    def __init__(self, c):
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
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
t = Temperature(20)
t.celsius = 30
print(t.celsius, t.fahrenheit)
try:
    t.fahrenheit = 3
except AttributeError as e:
    print("AttributeError:", e)
del t.celsius
print(hasattr(t, "_c"))
