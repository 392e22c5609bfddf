# generator pipelines: send/throw/close, yield from with return values, generator expressions, itertools
import itertools

def averager():
    total = 0.0
    count = 0
    average = None
    while True:
        term = yield average
        if term is None:
            break
        total += term
        count += 1
        average = total / count
    return (count, average)

def grouper(results, key):
    while True:
        results[key] = yield from averager()

data = {"girls;kg": [40.9, 38.5, 44.3], "boys;m": [1.38, 1.5, 1.32, 1.25]}
results = {}
for key, values in data.items():
    group = grouper(results, key)
    next(group)
    for value in values:
        group.send(value)
    group.send(None)
for k in sorted(results):
    c, a = results[k]
    print(f"{c:2} {k.split(';')[0]:5} averaging {a:.2f}{k.split(';')[1]}")

def gen():
    try:
        yield 1
        yield 2
    except ValueError as e:
        print("caught", e)
        yield 99
    finally:
        print("cleanup")

g = gen()
print(next(g))
print(g.throw(ValueError("boom")))
g.close()
g = gen()
print(list(g))

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

print(list(itertools.islice(fib(), 15)))
print(sum(x for x in itertools.takewhile(lambda v: v < 1000, fib()) if x % 2 == 0))
squares = (i * i for i in range(5))
print(next(squares), list(squares), list(squares))
def chunks(it, n):
    it = iter(it)
    while chunk := list(itertools.islice(it, n)):
        yield chunk
print(list(chunks(range(10), 3)))
print(list(itertools.accumulate([1, 2, 3, 4], lambda a, b: a * b)))
print(list(itertools.chain.from_iterable([[1], [2, 3], []])))
print([(k, len(list(g))) for k, g in itertools.groupby("aaabbcaa")])
print(list(itertools.product("ab", repeat=2)), list(itertools.permutations(range(3), 2))[:4])
print(list(itertools.combinations_with_replacement("xy", 2)), list(itertools.zip_longest([1, 2], "abc", fillvalue="-")))
gen_exp = (x for x in [1, 2])
print(type(gen_exp).__name__, hasattr(gen_exp, "send"))
def counter():
    n = yield
    while True:
        n = yield n * 2
c = counter(); next(c)
print([c.send(i) for i in range(4)])
try:
    next(iter([]))
except StopIteration:
    print("StopIteration")
def bad():
    yield 1
    raise StopIteration
try:
    list(bad())
except RuntimeError as e:
    print("RuntimeError:", e)
