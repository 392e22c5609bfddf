# closures, late binding, nonlocal/global, decorators with arguments, functools.wraps, lru_cache, partial
import functools

def make_multipliers():
    return [lambda x: i * x for i in range(4)]
print([m(2) for m in make_multipliers()])
def make_multipliers_fixed():
    return [lambda x, i=i: i * x for i in range(4)]
print([m(2) for m in make_multipliers_fixed()])

def counter():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc
c = counter()
c(); c(5)
print(c(), c.__closure__[0].cell_contents)

total = 0
def add_global(v):
    global total
    total += v
for v in range(5):
    add_global(v)
print(total)

def repeat(times):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            return [fn(*args, **kwargs) for _ in range(times)]
        return wrapper
    return decorator

@repeat(3)
def greet(name, punct="!"):
    """Say hello."""
    return f"hi {name}{punct}"
print(greet("bob"), greet.__name__, greet.__doc__)

@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info().hits)

def power(base, exp):
    return base ** exp
square = functools.partial(power, exp=2)
print(square(9), square.keywords, functools.reduce(lambda a, b: a * b, range(1, 11)))

class Memo:
    def __init__(self, fn):
        self.fn = fn
        self.cache = {}
        functools.update_wrapper(self, fn)
    def __call__(self, *args):
        if args not in self.cache:
            self.cache[args] = self.fn(*args)
        return self.cache[args]

@Memo
def slow_add(a, b):
    "adds"
    return a + b
print(slow_add(1, 2), slow_add(1, 2), len(slow_add.cache), slow_add.__doc__)

def outer():
    x = "outer"
    def middle():
        def inner():
            return x
        return inner
    x = "changed"
    return middle()()
print(outer())
try:
    def broken():
        print(y)
        y = 1
    broken()
except UnboundLocalError as e:
    print(type(e).__name__, e)
fns = {}
for name in ["a", "b"]:
    def f(name=name):
        return name.upper()
    fns[name] = f
print({k: v() for k, v in fns.items()})
@functools.singledispatch
def describe(x):
    return "object"
@describe.register
def _(x: int):
    return "int"
@describe.register(list)
def _(x):
    return "list of %d" % len(x)
print(describe(1), describe([1, 2]), describe("s"))
print(sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: b - a)))
