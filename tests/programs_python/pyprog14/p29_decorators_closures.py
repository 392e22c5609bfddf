import functools
import time


def repeat(times):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            return [fn(*args, **kwargs) for _ in range(times)]
        return wrapper
    return deco


def count_calls(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        wrapper.calls += 1
        return fn(*a, **k)
    wrapper.calls = 0
    return wrapper


@count_calls
@repeat(2)
def greet(name, punct="!"):
    return f"hi {name}{punct}"


print(greet("a"), greet("b", punct="?"), greet.calls, greet.__name__, greet.__wrapped__.__name__)


def outer():
    def inner():
        def innermost():
            pass
        return innermost
    return inner


print(outer.__qualname__, outer().__qualname__, outer()().__qualname__)


class C:
    def m(self):
        def helper():
            pass
        return helper

    class Nested:
        def deep(self):
            pass


print(C.m.__qualname__, C().m().__qualname__, C.Nested.deep.__qualname__, C.Nested.__qualname__)
adders = []
for i in range(3):
    adders.append(lambda x, i=i: x + i)
print([a(10) for a in adders])
late = [lambda: i for i in range(3)]
print([f() for f in late])


def make_counter():
    count = 0

    def inc(step=1):
        nonlocal count
        count += step
        return count

    def get():
        return count
    return inc, get


inc, get = make_counter()
inc(); inc(5)
print(get(), inc.__code__.co_freevars, get.__closure__[0].cell_contents)


def memo(fn):
    cache = {}

    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    wrapper.cache = cache
    return wrapper


@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(50), len(fib.cache))


def class_deco(cls):
    orig = cls.__init__

    def __init__(self, *a, **k):
        orig(self, *a, **k)
        self.decorated = True
    cls.__init__ = __init__
    return cls


@class_deco
class P:
    def __init__(self, v):
        self.v = v


p = P(3)
print(p.v, p.decorated)
print((lambda *a, **k: (a, k))(1, 2, x=3), (lambda: None)() is None, (lambda x: x)(x=5))
