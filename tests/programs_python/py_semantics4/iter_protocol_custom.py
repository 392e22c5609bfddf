class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(4)))
c = Countdown(3)
print(next(c), list(c), next(c, "done"))
class Seq:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError
        return i * i
print(list(Seq()), 9 in Seq(), list(reversed([1, 2, 3])))
it = iter([1, 2, 3, 4, 5])
print(list(zip(it, it)))
print(dict(enumerate("abc", start=1)))
def gen():
    x = yield 1
    while True:
        x = yield x * 2
g = gen()
print(next(g), g.send(5), g.send(7))
def outer():
    r = yield from inner()
    yield r
def inner():
    yield "a"
    return "ret"
print(list(outer()))
print(sum(x * x for x in range(5)), max((len(w), w) for w in ["aa", "b", "ccc"]))
