import itertools, functools, collections, dataclasses, enum, copy, math, warnings
from typing import NamedTuple, Optional

class Color(enum.Enum):
    RED = 1
    GREEN = 2
print(Color.RED, Color(2), Color["GREEN"].value, list(Color), Color.RED in Color)

@dataclasses.dataclass(frozen=True, order=True)
class P:
    x: int
    y: int = 0
    tags: tuple = ()
p = P(1, 2)
print(p, p < P(1, 3), dataclasses.asdict(p), dataclasses.replace(p, y=5), hash(p) == hash(P(1, 2)))
try:
    p.x = 3
except dataclasses.FrozenInstanceError as e:
    print("frozen", e)

class Pt(NamedTuple):
    x: float
    y: float = 0.0
print(Pt(1.0), Pt(1, 2)._replace(x=5), Pt._fields, Pt(3, 4)._asdict())

print(list(itertools.accumulate([1, 2, 3, 4], lambda a, b: a * b)), list(itertools.product("ab", repeat=2)))
print([(k, len(list(g))) for k, g in itertools.groupby("aabbbc")])
print(list(itertools.islice(itertools.count(5, 2), 4)), list(itertools.chain.from_iterable([[1], [2, 3]])))
print(list(itertools.combinations(range(4), 2)), list(itertools.permutations("abc", 2))[:3])
print(list(itertools.zip_longest("ab", "xyz", fillvalue="-")), list(itertools.starmap(pow, [(2, 3), (3, 2)])))

@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())
print(functools.reduce(lambda a, b: a + b, range(10), 100), functools.partial(int, base=2)("1011"))

c = collections.Counter("abracadabra")
print(c.most_common(2), c["z"], sorted(c.elements())[:4], c + collections.Counter("aaz"))
d = collections.defaultdict(list)
for k, v in [("a", 1), ("b", 2), ("a", 3)]:
    d[k].append(v)
print(dict(d), d)
od = collections.OrderedDict(a=1, b=2)
od.move_to_end("a")
print(od, list(od.items()), od.popitem(last=False))
dq = collections.deque([1, 2, 3], maxlen=3)
dq.append(4); dq.appendleft(0)
print(dq, dq.maxlen)
class Stack(list):
    def peek(self):
        return self[-1]
s = Stack([1, 2]); s.append(3)
print(s.peek(), len(s), isinstance(s, list), s)

def gen(n):
    total = 0
    for i in range(n):
        got = yield i
        if got:
            total += got
    return total
g = gen(3)
print(next(g), g.send(10), next(g))
try:
    next(g)
except StopIteration as e:
    print("stop", e.value)

def outer():
    x = 0
    def inc():
        nonlocal x
        x += 1
        return x
    return inc
f = outer(); f(); print(f())
print(sorted(["bb", "a", "ccc"], key=len, reverse=True), max([3, 1, 2], key=lambda v: -v), min("hello"))
print("%5.2f|%-4d|%s|%r|%x" % (3.14159, 42, "s", "r", 255), "{:>8}|{:^7}|{:08.3f}|{:,}".format("a", "b", 3.5, 1234567))
print(f"{12345.678:e} {0.5:.0%} {255:#x} {'x'!r:>5} {3+4j}")
print(int("ff", 16), bin(10), oct(8), hex(-255), divmod(-7, 2), (-7) % 3, 2 ** -1, 7 // -2, round(2.5), round(3.5))
print(10 ** 30, (10 ** 30) // 7, -(2 ** 100) % 97, math.factorial(25), math.gcd(2**40, 6**20), 2**0.5)
a = [1, 2, 3]
b = a
b += [4]
t = (a,)
print(a is b, t, [x * y for x in range(3) for y in range(x)], {x % 3 for x in range(10)}, {k: v for k, v in zip("ab", (1, 2))})
print(copy.deepcopy({"a": [1, [2]]}), copy.copy([1, [2]]))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("careful", UserWarning)
    print(len(w), w[0].category.__name__, str(w[0].message))
class A:
    def __init__(self):
        self._v = 1
    @property
    def v(self):
        return self._v
    @v.setter
    def v(self, val):
        self._v = val * 2
    def __repr__(self):
        return f"A({self._v})"
    def __eq__(self, o):
        return isinstance(o, A) and o._v == self._v
    __hash__ = None
o = A(); o.v = 5; print(o, o.v, o == A(), getattr(o, "missing", "dflt"), vars(o))
class B(A):
    @classmethod
    def make(cls):
        return cls()
    @staticmethod
    def s():
        return "static"
print(B.make(), B.s(), B.__mro__[1].__name__, issubclass(B, (int, A)), type(B()).__name__)
try:
    {}["k"]
except (KeyError, IndexError) as e:
    print("caught", repr(e))
finally:
    print("finally")
try:
    raise ValueError("inner")
except ValueError as e:
    try:
        raise RuntimeError("outer") from e
    except RuntimeError as e2:
        print(e2, e2.__cause__)
print(*[1, 2, 3], sep="-", end="!\n")
x = 5
print(1 < x < 10, 1 < x > 10, not x, x if x > 3 else 0, [1, 2][::-1], "abc"[::-2], "a,b,,c".split(","), " x ".strip())
print("Grüße", len("Grüße"), "straße".upper(), "ß".casefold(), "é".encode("utf-8"), b"ab".decode(), ord("€"), chr(8364))
