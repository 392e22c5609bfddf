# Generator pipelines, generators in classes (__iter__), itertools-like helpers.
def read_lines():
    for line in ["alpha 1", "beta 2", "", "gamma 3", "delta x"]:
        yield line
def non_empty(lines):
    for l in lines:
        if l:
            yield l
def parse(lines):
    for l in lines:
        name, val = l.split()
        try:
            yield name, int(val)
        except ValueError:
            print("skip", name)
print(dict(parse(non_empty(read_lines()))))
class Tree:
    def __init__(self, v, kids=()):
        self.v, self.kids = v, list(kids)
    def __iter__(self):
        yield self.v
        for k in self.kids:
            yield from k
t = Tree(1, [Tree(2, [Tree(4)]), Tree(3)])
print(list(t), sum(t), 4 in t)
def chunks(seq, n):
    for i in range(0, len(seq), n):
        yield seq[i:i + n]
print(list(chunks(list(range(7)), 3)))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
f = fib()
print([next(f) for _ in range(12)])
def exc_in_gen():
    yield 1
    raise ValueError("inside")
try:
    for v in exc_in_gen():
        print("got", v)
except ValueError as e:
    print("ValueError:", e)
def recursive_gen(n):
    if n > 0:
        yield n
        yield from recursive_gen(n - 1)
print(list(recursive_gen(5)))
