import itertools
import functools
from typing import Iterator


def make_counters():
    fns = []
    for i in range(3):
        fns.append(lambda i=i: i * 10)
    late = [lambda: i for i in range(3)]
    return [f() for f in fns], [f() for f in late]


print(make_counters())


def accumulator(start=0):
    total = start
    while True:
        x = yield total
        if x is None:
            break
        total += x
    return total


acc = accumulator(5)
print(next(acc), acc.send(3), acc.send(10))
try:
    acc.send(None)
except StopIteration as e:
    print("returned", e.value)


def chain_gen(*its):
    for it in its:
        yield from it


def take(n, it):
    return list(itertools.islice(it, n))


def fib() -> Iterator[int]:
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


print(take(10, fib()), list(chain_gen("ab", [1, 2], range(2))))
evens = (x for x in fib() if x % 2 == 0)
print(take(5, evens))
gen = (x * x for x in range(4))
print(sum(gen), sum(gen))


def tree(n, depth=0):
    yield depth, n
    for c in range(n):
        yield from tree(c, depth + 1)


print(list(tree(3)))
print(list(itertools.accumulate([1, 2, 3, 4], lambda a, b: a * b)), list(itertools.accumulate([3, 1, 4], max)))
print(list(itertools.product("ab", repeat=2)), list(itertools.combinations(range(4), 2))[:4])
print(list(itertools.permutations([1, 2, 3], 2))[:3], list(itertools.chain.from_iterable([[1], [2, 3]])))
print([(k, list(g)) for k, g in itertools.groupby("aaabccdd")])
print(list(itertools.zip_longest([1, 2, 3], "ab", fillvalue="-")), list(itertools.starmap(pow, [(2, 5), (3, 2)])))
print(list(itertools.takewhile(lambda v: v < 4, [1, 3, 5, 2])), list(itertools.dropwhile(lambda v: v < 4, [1, 3, 5, 2])))
print(list(itertools.compress("abcdef", [1, 0, 1, 0, 1, 1])), list(itertools.repeat("x", 3)), take(4, itertools.count(10, 5)))
print(take(7, itertools.cycle("ab")), list(itertools.combinations_with_replacement("ab", 2)))
pairs = list(zip(*[iter(range(6))] * 2))
print(pairs, list(map(lambda t: t[0] + t[1], pairs)), dict(zip("abc", range(3))))


def memo(fn):
    cache = {}

    @functools.wraps(fn)
    def inner(*args):
        if args not in cache:
            cache[args] = fn(*args)
        return cache[args]
    inner.cache = cache
    return inner


@memo
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)


print(paths(16, 16), len(paths.cache), paths.__name__)


def outer():
    x = "outer"

    def middle():
        def inner():
            nonlocal x
            x = "changed by inner"
            return x
        return inner()
    r = middle()
    return r, x


print(outer())
counter = 0


def bump():
    global counter
    counter += 1
    return counter


print(bump(), bump(), counter)
squares = {n: n * n for n in range(5) if n % 2}
nested = [[i * j for j in range(3)] for i in range(3)]
flat = [v for row in nested for v in row if v]
print(squares, nested, flat, {c for c in "mississippi"} == set("misp"))
print(sorted({c: "mississippi".count(c) for c in "mississippi"}.items(), key=lambda kv: (-kv[1], kv[0])))
g = (i for i in range(3))
print(list(zip(g, g)), list(enumerate("xyz", start=1)), list(reversed(range(1, 10, 3))))
it = iter([1, 2, 3])
print(next(it), list(it), next(it, "done"))
print(any(x > 2 for x in [1, 2, 3]), all([]), max([], default=-1), min("hello"), sum([0.1] * 10))
