import functools
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(50), fib.cache_info())
fib.cache_clear()
print(fib.cache_info())
p = functools.partial(int, base=2)
print(p("1011"), p.func.__name__, p.keywords)
print(functools.reduce(lambda a, b: a * b, range(1, 8)), functools.reduce(lambda a, b: a + b, [], 0))
def deco(f):
    @functools.wraps(f)
    def w(*a, **k):
        return f(*a, **k) + 1
    return w
@deco
def h(x):
    "doc h"
    return x
print(h(1), h.__name__, h.__doc__, h.__wrapped__(1))
@functools.total_ordering
class Ver:
    def __init__(self, *p):
        self.p = p
    def __eq__(self, o):
        return self.p == o.p
    def __lt__(self, o):
        return self.p < o.p
    def __repr__(self):
        return ".".join(map(str, self.p))
vs = [Ver(1, 2), Ver(1, 0, 5), Ver(0, 9)]
print(sorted(vs), Ver(1, 2) >= Ver(1, 1), Ver(1) <= Ver(0, 1))
class C:
    def __init__(self):
        self.calls = 0
    @functools.cached_property
    def val(self):
        self.calls += 1
        return 42
c = C()
print(c.val, c.val, c.calls, "val" in c.__dict__)
print(functools.cmp_to_key(lambda a, b: b - a)(3) < functools.cmp_to_key(lambda a, b: b - a)(5))
print(sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: b - a)))
