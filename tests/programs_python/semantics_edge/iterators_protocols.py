# iterator protocol classes, itertools.tee/cycle/starmap/compress, reversed/len protocols, context managers as classes
import itertools
import operator

class Countdown:
    def __init__(self, start):
        self.start = start
    def __iter__(self):
        n = self.start
        while n > 0:
            yield n
            n -= 1
    def __reversed__(self):
        return iter(range(1, self.start + 1))
    def __len__(self):
        return self.start

class Fib:
    def __init__(self, limit):
        self.limit = limit
        self.a, self.b = 0, 1
    def __iter__(self):
        return self
    def __next__(self):
        if self.a > self.limit:
            raise StopIteration
        v = self.a
        self.a, self.b = self.b, self.a + self.b
        return v

c = Countdown(4)
print(list(c), list(reversed(c)), len(c), sum(c), max(c), sorted(c), 3 in c)
f = Fib(30)
print(list(f), list(f))
a, b = itertools.tee(Fib(10))
print(list(a), list(zip(b, itertools.cycle("xy"))))
print(list(itertools.starmap(operator.mul, [(2, 3), (4, 5)])), list(itertools.compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(itertools.dropwhile(lambda v: v < 3, [1, 2, 3, 1])), list(itertools.filterfalse(lambda v: v % 2, range(6))))
print(list(itertools.pairwise([1, 2, 4, 7])), list(itertools.repeat("z", 3)), list(itertools.islice(itertools.count(5, 5), 3)))
it = iter([1, 2, 3])
print(next(it), list(it), next(it, "done"))
class Squares:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError
        return i * i
print(list(Squares()), 9 in Squares(), list(enumerate(Squares())))
sentinel_iter = iter(iter([5, 6, 0, 7]).__next__, 0)
print(list(sentinel_iter))
class Timer:
    def __init__(self, name):
        self.name = name
        self.events = []
    def __enter__(self):
        self.events.append("enter " + self.name)
        return self
    def __exit__(self, *exc):
        self.events.append("exit " + self.name + (" with " + exc[0].__name__ if exc[0] else ""))
        return False
t1, t2 = Timer("a"), Timer("b")
try:
    with t1, t2:
        raise KeyError("k")
except KeyError:
    pass
print(t1.events, t2.events)
d = {"x": 1, "y": 2}
print(list(zip(d, d.values())), dict(zip("abc", range(3))), list(map(str.upper, d)))
gen = (i for i in range(3))
print(list(zip(gen, gen)))
print(sum(itertools.chain([1, 2], (3, 4), {5})), list(itertools.islice(itertools.count(), 2, 10, 3)))
print(operator.itemgetter(1, 0)("ab"), operator.attrgetter("real")(3 + 4j), operator.methodcaller("split", ",")("a,b"))
print(list(itertools.accumulate(range(5))), list(itertools.batched(range(5), 2)) if hasattr(itertools, "batched") else "no batched")
