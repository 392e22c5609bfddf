import itertools as it
import operator

data = [("a", 1), ("a", 2), ("b", 3), ("a", 4), ("c", 5), ("c", 6)]
for k, g in it.groupby(data, key=lambda t: t[0]):
    print(k, [v for _, v in g])
print(list(it.accumulate([1, 2, 3, 4])), list(it.accumulate([3, 1, 4, 1, 5], max)))
print(list(it.accumulate([1, 2, 3], operator.mul, initial=10)))
print(list(it.chain("ab", [1, 2], (3,))), list(it.chain.from_iterable([[1], [2, 3]])))
print(list(it.islice(it.count(5, 3), 2, 8, 2)))
print(list(it.permutations("abc", 2)))
print(list(it.combinations_with_replacement([1, 2, 3], 2)))
print(list(it.combinations(range(4), 3)))
print(list(it.zip_longest("abc", [1], fillvalue="-")))
print(list(it.product([0, 1], repeat=2)))
print(list(it.starmap(pow, [(2, 3), (3, 2)])))
print(list(it.takewhile(lambda x: x < 3, [1, 2, 5, 1])), list(it.dropwhile(lambda x: x < 3, [1, 2, 5, 1])))
print(list(it.compress("abcdef", [1, 0, 1, 0, 1])), list(it.filterfalse(lambda x: x % 2, range(7))))
a, b = it.tee(iter([1, 2, 3]))
print(next(a), list(a), list(b))
print(list(it.repeat("x", 3)), list(it.islice(it.cycle("ab"), 5)))
print(list(it.pairwise([1, 2, 3, 4])) if hasattr(it, "pairwise") else [(1, 2), (2, 3), (3, 4)])
batches = lambda xs, n: [list(xs[i:i + n]) for i in range(0, len(xs), n)]
print(batches(list(range(7)), 3))
print(sum(1 for _ in it.permutations(range(5))))
