# itertools: product, permutations, combinations, groupby, accumulate, chain, islice, zip_longest, ...
import itertools as it
import operator

print(list(it.product("ab", range(2))))
print(len(list(it.product([0, 1], repeat=3))), list(it.product([1, 2], repeat=2))[-1])
print(list(it.permutations([1, 2, 3], 2)))
print(list(it.combinations("abcd", 3)), list(it.combinations_with_replacement([1, 2], 2)))
data = sorted(["apple", "avocado", "banana", "blueberry", "cherry", "apricot"], key=lambda s: s[0])
for key, group in it.groupby(data, key=lambda s: s[0]):
    print(key, list(group))
print([(k, len(list(g))) for k, g in it.groupby("aaabccddd")])
print(list(it.accumulate([1, 2, 3, 4])), list(it.accumulate([3, 1, 4, 1, 5], max)))
print(list(it.accumulate([1, 2, 3], operator.mul, initial=10)))
print(list(it.chain([1, 2], (3,), "ab")), list(it.chain.from_iterable([[1], [2, 3], []])))
print(list(it.islice(it.count(5, 3), 4)), list(it.islice("abcdefg", 1, None, 2)))
print(list(it.zip_longest("ab", [1, 2, 3], fillvalue="-")))
print(list(it.starmap(pow, [(2, 3), (3, 2)])), list(it.takewhile(lambda x: x < 3, [1, 2, 5, 1])))
print(list(it.dropwhile(lambda x: x < 3, [1, 2, 5, 1])), list(it.filterfalse(lambda x: x % 2, range(6))))
print(list(it.islice(it.cycle("xy"), 5)), list(it.repeat(7, 3)), list(it.compress("abcdef", [1, 0, 1, 0, 1, 1])))
a, b = it.tee(iter([1, 2, 3]))
print(list(a), list(b))
print(list(it.pairwise([1, 2, 4, 7])))
c = it.count()
print(next(c), next(c), next(c))
batches = lambda xs, n: [list(xs[i:i + n]) for i in range(0, len(xs), n)]
print(batches(list(range(7)), 3))


def batched(iterable, n):
    iterator = iter(iterable)
    while batch := tuple(it.islice(iterator, n)):
        yield batch


print(list(batched("ABCDEFG", 3)))
grid = {(x, y): x * y for x, y in it.product(range(3), range(3)) if x != y}
print(len(grid), max(grid, key=grid.get))
hyper = {"lr": [0.1, 0.01], "bs": [16, 32], "opt": ["sgd"]}
keys = list(hyper)
for combo in it.product(*hyper.values()):
    print(dict(zip(keys, combo)))
print(sum(1 for _ in it.permutations(range(5))), list(map(sum, it.combinations(range(4), 2))))
