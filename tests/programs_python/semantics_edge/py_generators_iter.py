import itertools
import sys
from collections import deque

class Tree:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)
    def __iter__(self):
        yield self.value
        for c in self.children:
            yield from c
    def walk(self, depth=0):
        yield depth, self.value
        for c in self.children:
            yield from c.walk(depth + 1)
    def bfs(self):
        q = deque([self])
        while q:
            n = q.popleft()
            yield n.value
            q.extend(n.children)

t = Tree(1, [Tree(2, [Tree(4), Tree(5)]), Tree(3, [Tree(6)])])
print(list(t), list(t.bfs()), sum(t), max(t))
for d, v in t.walk():
    print("  " * d + str(v))

def batched(it, n):
    it = iter(it)
    while True:
        chunk = list(itertools.islice(it, n))
        if not chunk:
            return
        yield chunk
print(list(batched(range(7), 3)))

def gen_with_close():
    try:
        for i in range(10):
            yield i
    except GeneratorExit:
        print("closing")
        raise
    finally:
        print("finally in gen")
g = gen_with_close()
print(next(g), next(g))
g.close()
print(list(g))

def thrower():
    while True:
        try:
            x = yield
            print("got", x)
        except ValueError as e:
            print("caught", e)
            yield "recovered"
th = thrower()
next(th)
th.send(1)
print(th.throw(ValueError("bad")))
next(th)
th.send(2)

gen_exp = (i * i for i in range(5) if i % 2 == 0)
print(type(gen_exp).__name__, next(gen_exp), list(gen_exp), list(gen_exp))
it = iter([1, 2, 3])
print(next(it), list(it), next(it, "done"))
sentinel_iter = iter(lambda c=[0]: c.__setitem__(0, c[0] + 1) or c[0], 4)
print(list(sentinel_iter))
evens = filter(lambda x: x % 2 == 0, range(10))
sq = map(lambda x: x * x, evens)
print(list(sq), list(map(pow, [2, 3], [3, 2])))
print(sorted(zip("cab", [3, 1, 2])), list(zip(range(3), "abcd")))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print("ValueError:", e)
print(list(enumerate(reversed("abc"))), list(reversed(range(0, 10, 3))), list(range(10)[::-3]))
def counter():
    n = 0
    while True:
        n += 1
        yield n
c = counter()
print([next(c) for _ in range(3)], list(itertools.islice(c, 2, 6)))
nested = [[1, [2, 3]], [4], [[5, [6]]]]
def flatten(x):
    for e in x:
        if isinstance(e, list):
            yield from flatten(e)
        else:
            yield e
print(list(flatten(nested)))
print(sys.getrecursionlimit() >= 1000, all(isinstance(x, int) for x in flatten(nested)))
a, b = itertools.tee(range(4))
print(list(a), list(zip(b, b)))
print(list(itertools.chain(*[range(2)] * 2)), [k for k, _ in itertools.groupby(sorted("banana"))])
print(dict(itertools.zip_longest("ab", [1])), list(itertools.cycle("xy").__next__() for _ in range(3)))
