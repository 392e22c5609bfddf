import functools
import operator
import torch


def log_calls(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        print(f"call {fn.__name__} args={len(args)} kw={sorted(kwargs)}")
        return fn(*args, **kwargs)
    return wrapper


@log_calls
def scale(x, factor=2):
    """Scale x."""
    return x * factor


print(scale(3, factor=4), scale.__name__, scale.__doc__, scale.__wrapped__(1))
relu6 = functools.partial(torch.clamp, min=0, max=6)
print(relu6(torch.tensor([-1.0, 3.0, 9.0])), relu6.keywords, relu6.func is torch.clamp)
p2 = functools.partial(functools.partial(pow, 2), 5)
print(p2(), functools.partial(int, base=2)("1011"))
print(functools.reduce(operator.mul, [1, 2, 3, 4]), functools.reduce(lambda a, b: a + b, [[1], [2, 3]], []))
shape = (2, 3, 4)
print(functools.reduce(operator.mul, shape, 1), functools.reduce(torch.add, [torch.ones(2)] * 3))


@functools.lru_cache(maxsize=2)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(20), fib.cache_info())
fib.cache_clear()
print(fib.cache_info().currsize)


@functools.cache
def sq(n):
    print("compute", n)
    return n * n


print(sq(3), sq(3))


@functools.total_ordering
class Version:
    def __init__(self, *p):
        self.p = p

    def __eq__(self, o):
        return self.p == o.p

    def __lt__(self, o):
        return self.p < o.p

    def __repr__(self):
        return "v" + ".".join(map(str, self.p))


vs = [Version(1, 13), Version(1, 2), Version(2, 0)]
print(sorted(vs), Version(1, 2) >= Version(1, 1), max(vs))


@functools.singledispatch
def describe(x):
    return f"obj {x!r}"


@describe.register
def _(x: int):
    return f"int {x}"


@describe.register(list)
def _(x):
    return f"list of {len(x)}"


print(describe(3), describe([1, 2]), describe("s"), describe(True))
key = functools.cmp_to_key(lambda a, b: (a % 3) - (b % 3))
print(sorted([5, 3, 7, 9, 1], key=key))


class Cls:
    @functools.cached_property
    def expensive(self):
        print("computing")
        return 42


c = Cls()
print(c.expensive, c.expensive, "expensive" in c.__dict__)
