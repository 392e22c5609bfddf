import functools
import time


def trace_calls(prefix="call"):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            wrapper.calls += 1
            r = fn(*args, **kwargs)
            print(f"{prefix}: {fn.__name__}{args!r} {kwargs} -> {r!r}")
            return r
        wrapper.calls = 0
        return wrapper
    return deco


@trace_calls()
def add(a, b=2):
    """Add two numbers."""
    return a + b


@trace_calls(prefix="mul")
def mul(*xs):
    return functools.reduce(lambda a, b: a * b, xs, 1)


add(1)
add(3, b=4)
mul(2, 3, 4)
print(add.__name__, add.__doc__, add.calls, mul.calls, add.__wrapped__(10, 10))


class Temperature:
    _instances = 0

    def __init__(self, celsius=0.0):
        self._c = celsius
        Temperature._instances += 1

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError(f"below absolute zero: {v}")
        self._c = v

    @celsius.deleter
    def celsius(self):
        print("deleting")
        self._c = None

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

    @classmethod
    def from_fahrenheit(cls, f):
        return cls((f - 32) * 5 / 9)

    @staticmethod
    def valid(v):
        return v >= -273.15

    def __repr__(self):
        return f"{type(self).__name__}({self._c:.2f})"


class Kelvin(Temperature):
    @property
    def celsius(self):
        return super().celsius

    @celsius.setter
    def celsius(self, v):
        Temperature.celsius.fset(self, v - 273.15)


t = Temperature.from_fahrenheit(212)
print(t, t.celsius, t.fahrenheit, Temperature.valid(-300))
t.celsius = 25
print(repr(t), round(t.fahrenheit, 1))
try:
    t.celsius = -500
except ValueError as e:
    print("ValueError", e)
del t.celsius
print(t._c)
k = Kelvin()
k.celsius = 300
print(k, round(k.celsius, 2), Temperature._instances, isinstance(k, Temperature))
print(type(Temperature.__dict__["celsius"]).__name__, type(Temperature.__dict__["valid"]).__name__,
      type(Temperature.__dict__["from_fahrenheit"]).__name__)
try:
    k.fahrenheit = 3
except AttributeError as e:
    print("AttributeError", e)


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info().hits, fib.cache_info().misses)


def counter():
    count = 0

    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc


c1, c2 = counter(), counter()
print(c1(), c1(5), c2(), c1.__closure__ is not None)
p = functools.partial(int, base=2)
print(p("1011"), p.func is int, p.keywords)


class cached_attr:
    def __init__(self, fn):
        self.fn = fn
        self.name = fn.__name__

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        value = self.fn(obj)
        obj.__dict__[self.name] = value
        return value


class Data:
    def __init__(self, xs):
        self.xs = xs

    @cached_attr
    def total(self):
        print("computing")
        return sum(self.xs)


d = Data([1, 2, 3])
print(d.total, d.total, type(Data.total).__name__)
