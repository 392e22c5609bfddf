def running_avg():
    total, count, avg = 0.0, 0, None
    while True:
        value = yield avg
        if value is None:
            break
        total += value
        count += 1
        avg = total / count
    return count


g = running_avg()
print(next(g))
print(g.send(10), g.send(20), g.send(60))
try:
    g.send(None)
except StopIteration as e:
    print("stopped with", e.value)


def worker():
    try:
        while True:
            x = yield
            print("got", x)
    except GeneratorExit:
        print("cleanup")
    finally:
        print("finally")


w = worker()
next(w)
w.send("a")
w.close()
print(w.gi_frame is None)


def counter():
    n = 0
    while True:
        try:
            yield n
            n += 1
        except ValueError as e:
            print("reset because", e)
            n = 0


c = counter()
print(next(c), next(c), next(c))
print(c.throw(ValueError("bad")))
print(next(c))


def inner():
    x = yield 1
    y = yield x * 2
    return x + y


def outer():
    r = yield from inner()
    print("inner returned", r)
    yield r * 10


o = outer()
print(next(o), o.send(5), o.send(7))


def chunks(seq, n):
    for i in range(0, len(seq), n):
        yield seq[i:i + n]


gen = chunks(list(range(7)), 3)
print(list(gen), list(gen))
ge = (x * x for x in range(5) if x % 2 == 0)
print(type(ge).__name__, sum(ge), sum(ge))
import inspect
print(inspect.isgeneratorfunction(chunks), inspect.isgenerator(c), inspect.getgeneratorstate(c))
c.close()
print(inspect.getgeneratorstate(c))


def bad_close():
    try:
        yield 1
    except GeneratorExit:
        yield 2


b = bad_close()
next(b)
try:
    b.close()
except RuntimeError as e:
    print("RuntimeError:", e)
