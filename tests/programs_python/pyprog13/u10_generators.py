def averager():
    total, n = 0.0, 0
    avg = None
    while True:
        try:
            v = yield avg
        except ValueError:
            print("reset")
            total, n, avg = 0.0, 0, None
            continue
        total += v
        n += 1
        avg = total / n

g = averager()
print(next(g))
print(g.send(10), g.send(20), g.send(3))
print(g.throw(ValueError))
print(g.send(4))
g.close()
try:
    g.send(1)
except StopIteration:
    print("closed")

def gen():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
x = gen()
print(next(x))
x.close()

def ret():
    yield 1
    return "done"
r = ret()
next(r)
try:
    next(r)
except StopIteration as e:
    print("value", e.value)

def inner():
    a = yield "i1"
    print("inner got", a)
    return a * 2
def outer():
    res = yield from inner()
    print("outer got", res)
    yield res
o = outer()
print(next(o))
print(o.send(21))

def counter(n):
    i = 0
    while i < n:
        yield i
        i += 1
print(list(counter(4)), sum(counter(101)), max(x * x for x in counter(5)))
ge = (c for c in "abc")
print(type(ge).__name__, next(ge), list(ge), list(ge))
import inspect
print(inspect.isgeneratorfunction(counter), inspect.getgeneratorstate(counter(1)))
