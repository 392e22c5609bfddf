# functools and itertools the way utilities in training code use them.
import functools
import itertools
import operator
from functools import partial, lru_cache, reduce, wraps, cached_property, total_ordering, singledispatch
import torch


def log_calls(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper


@log_calls
def scale(x, factor=2):
    """Scale a tensor."""
    return x * factor


@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@lru_cache(maxsize=2)
def conv_out(size, kernel, stride=1, padding=0):
    return (size + 2 * padding - kernel) // stride + 1


@total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __repr__(self):
        return "Version(" + ".".join(map(str, self.parts)) + ")"


class Dataset:
    def __init__(self, n):
        self.n = n
        self.computed = 0

    @cached_property
    def stats(self):
        self.computed += 1
        t = torch.arange(self.n, dtype=torch.float32)
        return (t.mean().item(), t.std().item())


@singledispatch
def describe(x):
    return f"object {x!r}"


@describe.register
def _(x: int):
    return f"int {x}"


@describe.register(list)
def _(x):
    return f"list of {len(x)}"


@describe.register(torch.Tensor)
def _(x):
    return f"tensor {tuple(x.shape)}"


print(scale(torch.tensor([1.0, 2.0])), scale(torch.ones(1), factor=3), scale.calls)
print(scale.__name__, scale.__doc__, scale.__wrapped__.__name__)
print(fib(60), fib.cache_info().hits > 0)
print([conv_out(32, 3, padding=1), conv_out(32, 3, 2, 1), conv_out(32, 3, padding=1)], conv_out.cache_info())
conv_out.cache_clear()
print(conv_out.cache_info().currsize)
relu6 = partial(torch.clamp, min=0, max=6)
print(relu6(torch.tensor([-1.0, 3.0, 9.0])), relu6.keywords, relu6.func is torch.clamp)
p2 = partial(partial(max, 3), 7)
print(p2(5), p2())
print(reduce(operator.mul, [2, 3, 4], 1), reduce(lambda a, b: a + b, [[1], [2, 3]]), reduce(max, [3, 9, 2]))
shapes = [(2, 3), (3, 4), (4, 5)]
print(reduce(lambda acc, s: acc * s[0] * s[1], shapes, 1))
print(sorted([Version("1.13.1"), Version("1.2.0"), Version("1.13.0")]), Version("2.0") >= Version("1.9"))
ds = Dataset(5)
print(ds.stats, ds.stats, ds.computed)
print(describe(3), describe([1, 2]), describe(torch.zeros(2, 3)), describe("s"), describe(True))

# itertools
print(list(itertools.accumulate([1, 2, 3, 4])), list(itertools.accumulate([3, 1, 4, 1, 5], max)))
print(list(itertools.accumulate([1, 2, 3], operator.mul, initial=10)))
print(list(itertools.product([16, 32], [0.1, 0.01])))
grid = [dict(zip(("bs", "lr"), v)) for v in itertools.product([16, 32], [1e-3])]
print(grid)
print(list(itertools.combinations(range(4), 2)), len(list(itertools.permutations("abc"))))
print(list(itertools.combinations_with_replacement("ab", 2)))
words = ["apple", "avocado", "banana", "blueberry", "cherry"]
print({k: list(g) for k, g in itertools.groupby(words, key=lambda w: w[0])})
print(list(itertools.islice(itertools.cycle([1, 2, 3]), 7)), list(itertools.islice(itertools.count(5, 2), 3)))
print(list(itertools.chain.from_iterable([[1, 2], (3,), range(4, 6)])), list(itertools.chain("ab", [1])))
print(list(itertools.zip_longest([1, 2, 3], "ab", fillvalue="-")))
print(list(itertools.starmap(pow, [(2, 3), (3, 2)])), list(itertools.repeat("x", 3)))
print(list(itertools.takewhile(lambda v: v < 3, [1, 2, 5, 1])), list(itertools.dropwhile(lambda v: v < 3, [1, 2, 5, 1])))
print(list(itertools.compress("abcdef", [1, 0, 1, 0, 1, 1])), list(itertools.filterfalse(lambda v: v % 2, range(6))))
a, b = itertools.tee(iter([1, 2, 3]))
print(list(a), list(b), list(itertools.pairwise([1, 2, 3, 4])) if hasattr(itertools, "pairwise") else "no pairwise")
batches = iter(range(10))
chunks = list(iter(lambda: list(itertools.islice(batches, 4)), []))
print(chunks)
t = torch.arange(6)
print([x.item() for x in itertools.islice(t, 2, None, 2)])
print(functools.reduce(torch.add, [torch.ones(2), torch.ones(2) * 2, torch.ones(2) * 3]))
print(operator.itemgetter(1, 0)(["a", "b"]), operator.attrgetter("shape")(t), operator.methodcaller("sum")(t))
