# Context managers (class and contextlib), ExitStack, suppress; generators with send/throw/close; closures.
import contextlib
from contextlib import contextmanager, ExitStack, suppress, nullcontext


class Timer:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type.__name__ if exc_type else None, exc)
        return exc_type is KeyError


with Timer("a") as t:
    print("body", t.name)
with Timer("b"):
    raise KeyError("swallowed")
try:
    with Timer("c"):
        raise ValueError("propagates")
except ValueError as e:
    print("caught", e)


@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except ZeroDivisionError:
        print("handled zero division")
    finally:
        print(f"</{name}>")


with tag("h1") as up:
    print(up)
with tag("p"):
    1 / 0
with ExitStack() as stack:
    names = [stack.enter_context(tag(n)) for n in ("x", "y")]
    stack.callback(print, "callback ran")
    print(names)
with suppress(FileNotFoundError, KeyError):
    {}["missing"]
print("after suppress")
with nullcontext(5) as n:
    print(n)


def accumulator():
    total = 0
    while True:
        value = yield total
        if value is None:
            break
        total += value
    return total


g = accumulator()
print(next(g), g.send(5), g.send(10))
try:
    g.send(None)
except StopIteration as e:
    print("StopIteration", e.value)


def resilient():
    while True:
        try:
            x = yield
            print("got", x)
        except ValueError as e:
            print("recovered from", e)
        except GeneratorExit:
            print("closing")
            return


r = resilient()
next(r)
r.send(1)
r.throw(ValueError("bad"))
r.send(2)
r.close()


def inner():
    yield 1
    yield 2
    return "inner done"


def outer():
    result = yield from inner()
    print("result:", result)
    yield 3


print(list(outer()))


def make_counter(start=0):
    count = start

    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc


c1, c2 = make_counter(), make_counter(100)
print(c1(), c1(), c2(5), c1.__closure__[0].cell_contents)
funcs = [lambda i=i: i * i for i in range(4)]
late = [lambda: i for i in range(3)]
print([f() for f in funcs], [f() for f in late])
total = 0


def add_global(n):
    global total
    total += n


add_global(4)
add_global(6)
print(total)
gen = (x * x for x in range(5))
print(next(gen), sum(gen), list(gen))


def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


import itertools
print(list(itertools.islice(fib(), 10)))
