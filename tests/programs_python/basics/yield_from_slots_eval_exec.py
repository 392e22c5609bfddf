def inner():
    x = yield 1
    yield x
    return "done"
def outer():
    r = yield from inner()
    print("inner returned", r)
    yield 3
g = outer(); print(next(g), g.send("sent"), next(g))
if (n := len("abc")) > 2: print("walrus", n)
print([y for x in range(3) if (y := x * 2) > 0])
class S:
    __slots__ = ("a", "b")
    def __init__(self): self.a = 1
s = S()
try:
    s.c = 3
except AttributeError as e:
    print("slots", e)
print(eval("1 + 2 * 3"), eval("x * 2", {"x": 5}))
exec("z = 10\nprint('exec', z)")
def f(a, /, b, *, c=3, **kw): return (a, b, c, kw)
print(f(1, 2, d=4), f(1, b=2, c=5))
try:
    f(a=1, b=2)
except TypeError as e:
    print(e)
print(f"{'a':*^7}", f"{12345.678:_.1f}", f"{255:#010b}", f"{-3.5:+}", f"{'x'!a}", f"{{literal}}")
import sys
print(sys.getsizeof(1) > 0 if hasattr(sys, "getsizeof") else True)
x = 10
def g1():
    global x
    x += 1
g1(); print(x)
print(type(NotImplemented).__name__, type(...).__name__, Ellipsis)
