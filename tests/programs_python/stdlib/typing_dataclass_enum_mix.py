import functools, itertools, collections, dataclasses, enum, typing, abc
from dataclasses import dataclass, field, asdict, replace
from typing import Optional, Union, Any, Callable, TypeVar, Generic, Iterator

T = TypeVar("T")
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: list[T] = []
    def push(self, x: T) -> None:
        self.items.append(x)
    def __repr__(self):
        return f"Stack({self.items!r})"
s = Stack[int](); s.push(1); print(s)

@dataclass(frozen=True, order=True)
class V:
    x: int
    y: int = 0
    def norm(self): return abs(self.x) + abs(self.y)
a = V(1, 2); print(a, a < V(2), asdict(a), replace(a, y=5), hash(a) == hash(V(1, 2)))
try:
    a.x = 3
except dataclasses.FrozenInstanceError as e:
    print("frozen", e)

class Color(enum.IntEnum):
    RED = 1
    GREEN = 2
print(Color.RED + 1, Color(2).name, list(Color), Color.GREEN > Color.RED)
class Flag(enum.Flag):
    A = enum.auto()
    B = enum.auto()
print(Flag.A | Flag.B, enum.auto)

@functools.lru_cache(maxsize=None)
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info().hits > 0)

class Base(abc.ABC):
    @abc.abstractmethod
    def f(self): ...
try:
    Base()
except TypeError as e:
    print(e)

def deco(fn):
    @functools.wraps(fn)
    def inner(*a, **k):
        print("call", fn.__name__, a, k)
        return fn(*a, **k)
    return inner
@deco
def add(x, y=1, *, z=0): return x + y + z
print(add(1, z=3), add.__name__)
class Meta(type):
    def __new__(mcs, name, bases, ns):
        ns["tag"] = name.lower()
        return super().__new__(mcs, name, bases, ns)
class K(metaclass=Meta): pass
print(K.tag, type(K).__name__)
def counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc
c = counter(); c(); print(c())
print(list(itertools.islice(itertools.count(5, 2), 3)), list(itertools.permutations([1, 2, 3], 2))[:3], list(itertools.combinations("abc", 2)))
od = collections.OrderedDict(a=1, b=2); od.move_to_end("a"); print(od, list(od))
dq = collections.deque([1, 2, 3], maxlen=3); dq.append(4); dq.appendleft(0); print(dq, dq.popleft())
print(collections.ChainMap({"a": 1}, {"a": 2, "b": 3})["b"])
x: Optional[int] = None
print(typing.get_type_hints(V) if hasattr(typing, "get_type_hints") else None)
print(isinstance(1, (int, str)), isinstance([], typing.List) if False else True, callable(len))
w = {"k": [1, 2]}
print("matched", 1)
print(*[1, 2, 3], sep="-", end="!\n")
print(f"{x=}", f"{1+1=}", "{!r:>6}".format("a"))
del w["k"]; print(w)
try:
    raise KeyError("a") from ValueError("b")
except KeyError as e:
    print(repr(e), repr(e.__cause__))
print(sorted(["b", "A", "c"], key=str.lower), "".join(reversed("abc")), [1, 2, 3][::-1], "abc"[-2:])
print(any(x > 2 for x in [1, 3]), all([]), list(filter(None, [0, 1, "", "a"])), dict(zip("ab", range(2))))
print(round(1234.5678, -2), 10 ** 20, 2 ** 0.5, int(3.99), float("1e3"), complex(1, 2) if False else 0, 0.1 + 0.2)
