# functools: partial, reduce, lru_cache, wraps, total_ordering, singledispatch, cached_property, cmp_to_key.
import functools
from functools import partial, reduce, lru_cache, wraps, total_ordering, cached_property, cmp_to_key
import operator


def power(base, exp, *, mod=None):
    r = base ** exp
    return r % mod if mod else r


square = partial(power, exp=2)
cube_mod = partial(power, exp=3, mod=7)
print(square(9), cube_mod(4), square.func.__name__, square.keywords, partial(power, 2).args)
print(reduce(operator.mul, range(1, 8)), reduce(lambda a, b: a + [b * 2], [1, 2, 3], []), reduce(max, [3, 9, 2]))
try:
    reduce(operator.add, [])
except TypeError as e:
    print("TypeError:", e)


@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info())
fib.cache_clear()
print(fib.cache_info().currsize)


@lru_cache(maxsize=2)
def sq(x):
    return x * x


for v in [1, 2, 1, 3, 2, 1]:
    sq(v)
print(sq.cache_info())


def logged(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        """wrapper doc"""
        res = fn(*args, **kwargs)
        print(f"{fn.__name__}{args} -> {res!r}")
        return res
    return wrapper


@logged
def add(a, b=1):
    """Add two numbers."""
    return a + b


add(2, b=5)
print(add.__name__, add.__doc__, add.__wrapped__(1))


@total_ordering
class Money:
    def __init__(self, cents):
        self.cents = cents

    def __eq__(self, other):
        return self.cents == other.cents

    def __lt__(self, other):
        return self.cents < other.cents

    def __repr__(self):
        return f"${self.cents / 100:.2f}"


print(Money(5) >= Money(3), Money(2) > Money(3), Money(3) <= Money(3), sorted([Money(300), Money(5), Money(42)]))


@functools.singledispatch
def describe(x):
    return f"object {x!r}"


@describe.register
def _(x: int):
    return f"int {x}"


@describe.register(list)
def _(x):
    return f"list of {len(x)}"


print(describe(3), describe([1, 2]), describe("s"), describe(True))


class Dataset:
    def __init__(self, n):
        self.n = n
        self.computed = 0

    @cached_property
    def stats(self):
        self.computed += 1
        return sum(range(self.n))


ds = Dataset(10)
print(ds.stats, ds.stats, ds.computed, "stats" in ds.__dict__)
del ds.stats
print(ds.stats, ds.computed)
words = ["banana", "Apple", "cherry", "apple"]
print(sorted(words, key=cmp_to_key(lambda a, b: (a.lower() > b.lower()) - (a.lower() < b.lower()))))
print(list(map(partial(int, base=2), ["101", "111"])))
compose = lambda *fs: reduce(lambda f, g: lambda x: g(f(x)), fs)
print(compose(lambda x: x + 1, lambda x: x * 3, str)(4))
