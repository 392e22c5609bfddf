import itertools
import functools
from collections import Counter, OrderedDict, namedtuple, deque, ChainMap

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

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
print(list(itertools.islice(fib(), 10)))

def averager():
    total, n = 0.0, 0
    avg = None
    while True:
        x = yield avg
        if x is None:
            return total
        total += x; n += 1
        avg = total / n
g = averager()
next(g)
print(g.send(10), g.send(20), g.send(60))
try:
    g.send(None)
except StopIteration as e:
    print("returned", e.value)

def chain_gen(*its):
    for it in its:
        yield from it
print(list(chain_gen("ab", range(3), (x * x for x in [4, 5]))))

def delegator():
    r = yield from inner()
    yield f"inner returned {r}"
def inner():
    yield 1
    yield 2
    return "done"
print(list(delegator()))

print(list(itertools.accumulate([1, 2, 3, 4], lambda a, b: a * b)))
print(list(itertools.accumulate([3, 1, 4, 1, 5], max)))
print([list(g) for k, g in itertools.groupby("aaabccdd")])
print(list(itertools.product("ab", [1, 2])))
print(list(itertools.permutations([1, 2, 3], 2))[:4], len(list(itertools.combinations(range(5), 3))))
print(list(itertools.combinations_with_replacement("ab", 2)))
print(list(itertools.zip_longest([1, 2, 3], "ab", fillvalue="-")))
print(list(itertools.starmap(pow, [(2, 3), (3, 2)])), list(itertools.compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(itertools.takewhile(lambda x: x < 4, [1, 3, 5, 2])), list(itertools.dropwhile(lambda x: x < 4, [1, 3, 5, 2])))
print(list(itertools.chain.from_iterable([[1], [2, 3], []])), list(itertools.repeat("x", 3)))
print(list(zip(itertools.count(5, 2), "abc")), list(itertools.pairwise([1, 2, 4, 7])))
print(functools.reduce(lambda a, b: a * 10 + b, [1, 2, 3]))
p = functools.partial(int, base=2)
print(p("1011"), p.func.__name__, p.keywords)
@functools.lru_cache(maxsize=2)
def sq(x):
    print("computing", x)
    return x * x
sq(2); sq(2); sq(3); sq(4); sq(2)
print(sq.cache_info())
c = Counter("abracadabra")
print(c.most_common(3), c["z"], sum(c.values()))
c.update("zz"); c.subtract({"a": 4})
print(sorted(c.items()))
print(Counter([1, 2, 2]) + Counter([2, 3]), Counter("aab") - Counter("ab"))
od = OrderedDict.fromkeys("abc", 0)
od.move_to_end("a"); od["d"] = 1
print(od, od.popitem(last=False))
d = deque(range(5), maxlen=4)
d.rotate(1); d.appendleft(-1)
print(d, d.maxlen)
Point = namedtuple("Point", "x y", defaults=[0])
print(Point(1), Point(1, 2)._asdict(), Point._make([3, 4]))
cm = ChainMap({"a": 1}, {"a": 2, "b": 3})
print(cm["a"], cm["b"], len(cm), dict(cm))
