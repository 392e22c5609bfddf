import itertools
import functools
from functools import partial, reduce, lru_cache, wraps
import operator
import torch

def timed(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        result = fn(*args, **kwargs)
        print(f"[{fn.__name__}] called with {len(args)} args")
        return result
    return wrapper

@timed
def scale(t, factor=2.0):
    """Scale a tensor."""
    return t * factor

print(scale(torch.ones(2), factor=3.0))
print(scale.__name__, scale.__doc__)

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(40), fib.cache_info().hits > 0)

add3 = partial(torch.add, other=torch.tensor(3.0))
print(add3(torch.tensor([1.0, 2.0])))
prod = reduce(operator.mul, [1, 2, 3, 4, 5], 1)
print(prod)
tensors = [torch.full((2,), float(i)) for i in range(1, 4)]
print(reduce(lambda a, b: a + b, tensors))

grid = list(itertools.product([0.1, 0.01], [16, 32]))
print(grid)
for lr, bs in grid:
    print(f"lr={lr:<5} bs={bs:>3}")
print(list(itertools.combinations("abc", 2)))
print(list(itertools.permutations([1, 2, 3], 2))[:4])
print(list(itertools.chain([1, 2], (3,), range(4, 6))))
print(list(itertools.accumulate([1, 2, 3, 4])))
print(list(itertools.islice(itertools.count(10, 5), 4)))
for k, grp in itertools.groupby(sorted(["apple", "avocado", "banana", "blueberry", "cherry"]), key=lambda s: s[0]):
    print(k, list(grp))
print(list(itertools.zip_longest([1, 2, 3], "ab", fillvalue="-")))
print(list(itertools.starmap(pow, [(2, 3), (3, 2)])))
cyc = itertools.cycle([torch.tensor(1), torch.tensor(2)])
print([next(cyc).item() for _ in range(5)])
print(list(itertools.repeat("x", 3)))
print(functools.reduce(max, [3, 9, 2]))
