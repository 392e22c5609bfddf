import functools
import itertools
import operator
from functools import partial, reduce, lru_cache, wraps, total_ordering, cached_property
import torch

print(list(itertools.chain([1, 2], (3,), range(4, 6))))
print(list(itertools.chain.from_iterable([[1], [2, 3], []])))
data = sorted(["apple", "avocado", "banana", "blueberry", "cherry"], key=lambda s: s[0])
for k, grp in itertools.groupby(data, key=lambda s: s[0]):
    print(k, list(grp))
print(list(itertools.product([0, 1], repeat=2)))
print(list(itertools.product("ab", [1, 2])))
print(list(itertools.permutations(range(3), 2)))
print(list(itertools.combinations("abcd", 2)))
print(list(itertools.combinations_with_replacement([1, 2, 3], 2)))
print(list(itertools.accumulate([1, 2, 3, 4])), list(itertools.accumulate([3, 1, 4, 1, 5], max)))
print(list(itertools.accumulate([1, 2, 3], operator.mul, initial=10)))
print(list(itertools.islice(itertools.count(5, 3), 4)))
print(list(itertools.islice(itertools.cycle("xy"), 5)))
print(list(itertools.zip_longest([1, 2, 3], "ab", fillvalue="-")))
print(list(itertools.starmap(pow, [(2, 3), (3, 2)])))
print(list(itertools.takewhile(lambda v: v < 3, [1, 2, 5, 1])), list(itertools.dropwhile(lambda v: v < 3, [1, 2, 5, 1])))
print(list(itertools.compress("abcdef", [1, 0, 1, 0, 1, 1])), list(itertools.repeat(7, 3)))
a, b = itertools.tee(iter([1, 2, 3]))
print(list(a), list(b))
print(list(itertools.filterfalse(lambda v: v % 2, range(6))))
print(list(itertools.pairwise([1, 4, 9, 16])))

print(reduce(operator.add, [1, 2, 3, 4]), reduce(lambda acc, v: acc * v, [1, 2, 3], 10))
shapes = [torch.Size([2, 3]), torch.Size([4])]
print(reduce(operator.mul, shapes[0], 1))
ts = [torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0]), torch.tensor([5.0, 6.0])]
print(reduce(torch.add, ts))
print(functools.reduce(lambda a, b: a @ b, [torch.eye(2) * 2, torch.eye(2) * 3]))
linear = partial(torch.nn.Linear, bias=False)
lin = linear(3, 2)
print(lin.bias, type(linear).__name__, linear.keywords, linear.args)
int2 = partial(int, base=2)
print(int2("1011"), int2.func is int)


@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info())
fib.cache_clear()
print(fib.cache_info())


@functools.lru_cache(maxsize=2)
def square(x):
    print("computing", x)
    return x * x


square(2); square(3); square(2); square(4); square(3)
print(square.cache_info())


def logged(fn):
    @wraps(fn)
    def inner(*args, **kwargs):
        print(f"call {fn.__name__}{args} {kwargs}")
        return fn(*args, **kwargs)
    return inner


@logged
def scale(t, factor=2):
    """Scale a tensor."""
    return t * factor


print(scale(torch.ones(2), factor=3), scale.__name__, scale.__doc__, scale.__wrapped__.__name__)


@total_ordering
class Score:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return self.v == other.v

    def __lt__(self, other):
        return self.v < other.v

    def __repr__(self):
        return f"Score({self.v})"


print(Score(1) <= Score(2), Score(3) >= Score(4), max([Score(2), Score(7), Score(5)]))


class Layer:
    def __init__(self, n):
        self.n = n

    @cached_property
    def weight(self):
        print("init weight")
        return torch.arange(self.n, dtype=torch.float32)


L = Layer(3)
print(L.weight, L.weight.sum())
print(functools.cmp_to_key(lambda a, b: b - a)(1) < functools.cmp_to_key(lambda a, b: b - a)(2))
print(sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: b - a)))
