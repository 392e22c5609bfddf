import itertools
import torch


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


class BatchIter:
    def __init__(self, data, bs):
        self.data, self.bs, self.i = data, bs, 0

    def __iter__(self):
        return self

    def __next__(self):
        if self.i >= len(self.data):
            raise StopIteration
        b = self.data[self.i:self.i + self.bs]
        self.i += self.bs
        return b

    def __len__(self):
        return (len(self.data) + self.bs - 1) // self.bs


print(list(Countdown(4)), list(reversed(Countdown(3))), sum(Countdown(5)), max(Countdown(3)))
bi = BatchIter(torch.arange(10), 4)
print(len(bi), [b.tolist() for b in bi], list(bi))
it = iter([1, 2, 3])
print(next(it), list(it), next(it, "done"))


def read_lines():
    for line in ["# header", "1,2", "", "3,4", "# c", "5,6"]:
        yield line


def parse(lines):
    for line in lines:
        if not line or line.startswith("#"):
            continue
        yield [float(v) for v in line.split(",")]


def to_tensor(rows):
    return torch.tensor(list(rows))


print(to_tensor(parse(read_lines())))
gen = (x * x for x in range(6))
print(next(gen), list(itertools.islice(gen, 2)), list(gen))


def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


print(list(itertools.islice(fib(), 12)), list(itertools.takewhile(lambda v: v < 50, fib())))


def chain_gen(*its):
    for it in its:
        yield from it


print(list(chain_gen([1], (2, 3), "ab", range(2))))


def coroutine_avg():
    total, n = 0.0, 0
    while True:
        x = yield (total / n if n else None)
        total += x
        n += 1


c = coroutine_avg()
print(next(c), c.send(4), c.send(8), c.send(0))
c.close()
try:
    c.send(1)
except StopIteration:
    print("closed")


def g_throw():
    try:
        yield 1
    except ValueError as e:
        yield f"caught {e}"
    yield 3


g = g_throw()
print(next(g), g.throw(ValueError("boom")), next(g))
e = enumerate(zip("abc", map(lambda v: v * 2, filter(lambda v: v % 2, range(7)))))
print(list(e))
print(dict(zip(["w", "b"], [torch.ones(1), torch.zeros(1)])), list(zip(*[[1, 2, 3], [4, 5, 6]])))
print(sorted(itertools.chain.from_iterable([[3, 1], [2]])), list(itertools.accumulate(torch.tensor([1, 2, 3]).tolist())))
squares = {i: i * i for i in range(4)}
print(list(squares.keys()), list(squares.values()), list(squares.items())[-1], list(reversed(squares)))
print(all(x > 0 for x in Countdown(3)), any(x > 5 for x in Countdown(3)), 2 in Countdown(3), 9 in Countdown(3))
