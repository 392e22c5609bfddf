# Builtins around iteration: iter with sentinel, zip(strict), enumerate(start), map over several
# iterables, any/all short-circuit, sum(start), dict/set comprehensions, recursion with memo dict.
import sys
from functools import lru_cache

calls = []


def gen_numbers():
    n = 0
    while True:
        n += 1
        calls.append(n)
        yield n


stream = iter([3, 1, 4, 1, 5, 9, 2, 6])
print(list(iter(lambda: next(stream), 5)))
print(list(zip("abc", range(3), [True, False, None])), list(zip(*[(1, "a"), (2, "b")])))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print("ValueError:", e)
print(list(enumerate("xyz", start=10)), list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])), list(map(str.upper, "ab")))
print(any(x > 2 for x in gen_numbers()), calls)
print(all([]), any([]), all(x for x in [1, 0, 2]), sum([[1], [2, 3]], []), sum((0.5, 0.25), 10))
print(max({"a": 3, "b": 7}, key=lambda k: {"a": 3, "b": 7}[k]), min("hello"), max([], default=-1))
d = {"b": 2, "a": 1, "c": 3}
print(sorted(d), sorted(d.items(), key=lambda kv: kv[1], reverse=True), {v: k for k, v in d.items()})
print({x for x in "mississippi"} == set("misp"), [(i, j) for i in range(3) for j in range(i)], list(reversed(d)))
print(dict(zip("abc", range(3))), dict.fromkeys("ab", 0), {**d, "d": 4}.keys(), list(d.values()))
memo = {0: 0, 1: 1}


def fib(n):
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]


print(fib(90), len(memo), sys.getrecursionlimit() >= 1000)


def flatten(xs):
    for x in xs:
        if isinstance(x, (list, tuple)):
            yield from flatten(x)
        else:
            yield x


print(list(flatten([1, [2, (3, [4])], 5])), list(filter(None, [0, 1, "", "a", None, []])))
it = iter(range(5))
print(next(it), next(it), list(it), next(it, "done"))


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


print(list(Countdown(3)), sum(Countdown(4)), sorted(Countdown(3)), 2 in Countdown(5))
nums = [5, 3, 8]
print(sorted(nums), nums, nums.sort() is None, nums, [*map(abs, [-1, 2])], divmod(17, 5), pow(2, 10))
print(round(sum(1 / n for n in range(1, 11)), 6), isinstance(range(3), range), range(10)[2:8:3], range(0, 10, 3)[-1])
print(ascii("héllo"), repr("tab\t"), hash("a") == hash("a"), id(nums) == id(nums), type(len).__name__, callable(len))
