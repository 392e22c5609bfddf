import functools


def make_counter(start=0):
    count = start

    def inc(step=1):
        nonlocal count
        count += step
        return count

    def get():
        return count

    return inc, get


inc, get = make_counter(10)
inc(); inc(5)
print(get())
adders = [lambda x, i=i: x + i for i in range(3)]
late = [lambda x: x + i for i in range(3)]
print([f(10) for f in adders], [f(10) for f in late])
total = 0


def add_global(v):
    global total
    total += v


for v in range(5):
    add_global(v)
print(total)


def memoize(fn):
    cache = {}

    @functools.wraps(fn)
    def wrapper(*args):
        if args not in cache:
            cache[args] = fn(*args)
        return cache[args]
    wrapper.cache = cache
    return wrapper


@memoize
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)


print(paths(10, 10), len(paths.cache))


def compose(*fns):
    return functools.reduce(lambda f, g: lambda x: g(f(x)), fns, lambda x: x)


pipeline = compose(lambda x: x + 1, lambda x: x * 2, str, lambda s: s + "!")
print(pipeline(4))


class Config:
    defaults = {"lr": 0.1}

    def __init__(self, **overrides):
        self.values = {**self.defaults, **overrides}

    def __getitem__(self, k):
        return self.values[k]

    def __repr__(self):
        items = ", ".join(f"{k}={v!r}" for k, v in sorted(self.values.items()))
        return f"Config({items})"


print(Config(momentum=0.9, name="sgd"), Config()["lr"])


def kwonly(a, b=2, *args, c, d=4, **kw):
    return a, b, args, c, d, kw


print(kwonly(1, c=3), kwonly(1, 2, 3, 4, c=5, e=6))
try:
    kwonly(1)
except TypeError as e:
    print(e)


def posonly(a, b, /, c):
    return a + b + c


print(posonly(1, 2, c=3))
try:
    posonly(a=1, b=2, c=3)
except TypeError as e:
    print(e)
x = 5


def shadow():
    x = 1
    def inner():
        return x
    x = 2
    return inner()


print(shadow(), x)


def gen_fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


from itertools import takewhile
print(list(takewhile(lambda v: v < 100, gen_fib())))
sq = (i * i for i in range(5))
print(sum(sq), sum(sq))
print((lambda *a, **k: (a, k))(1, 2, z=3))
print(sorted([(1, 'b'), (1, 'a'), (0, 'z')], key=lambda t: (t[0], t[1]), reverse=True))
