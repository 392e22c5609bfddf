import functools
from functools import lru_cache, reduce, partial, wraps, total_ordering, singledispatch, cached_property

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())
fib.cache_clear()
print(fib.cache_info().currsize)

@lru_cache(maxsize=2)
def sq(x):
    print("compute", x)
    return x * x
sq(1); sq(2); sq(1); sq(3); sq(2)
print(sq.cache_info())

print(reduce(lambda a, b: a * b, range(1, 8)), reduce(lambda a, b: a + b, [], 10))
p = partial(int, base=2)
print(p("1011"), p.func.__name__, p.keywords)
pw = partial(pow, 2)
print(pw(10), pw.args)

def trace(fn):
    @wraps(fn)
    def inner(*a, **k):
        r = fn(*a, **k)
        print(f"{fn.__name__}{a} -> {r}")
        return r
    return inner
@trace
def add(a, b):
    "adds"
    return a + b
add(2, 3)
print(add.__name__, add.__doc__, add.__wrapped__(1, 1))

@total_ordering
class Version:
    def __init__(self, s):
        self.t = tuple(int(x) for x in s.split("."))
    def __eq__(self, o):
        return self.t == o.t
    def __lt__(self, o):
        return self.t < o.t
    def __repr__(self):
        return "v" + ".".join(map(str, self.t))
vs = [Version("1.10.0"), Version("1.2.3"), Version("1.2")]
print(sorted(vs), Version("2.0") >= Version("1.9"), Version("1.0") <= Version("1.0"))

@singledispatch
def show(x):
    return f"obj {x!r}"
@show.register
def _(x: int):
    return f"int {x}"
@show.register(list)
def _(x):
    return "list " + ",".join(show(i) for i in x)
print(show(3), show("s"), show([1, "a"]), show(True))

class Circle:
    def __init__(self, r):
        self.r = r
    @cached_property
    def area(self):
        print("computing area")
        return round(3.14159 * self.r ** 2, 2)
c = Circle(2)
print(c.area, c.area)
