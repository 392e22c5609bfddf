import itertools
import operator
import torch

grid = {"lr": [0.1, 0.01], "bs": [16, 32], "opt": ["sgd"]}
keys = list(grid)
for combo in itertools.product(*grid.values()):
    print(dict(zip(keys, combo)))
print(list(itertools.chain([1, 2], (3,), range(4, 6))), list(itertools.chain.from_iterable([[1], [2, 3]])))
print(list(itertools.accumulate([1, 2, 3, 4])), list(itertools.accumulate([1, 2, 3, 4], operator.mul)), list(itertools.accumulate([3, 1, 4], max, initial=2)))
data = sorted(["apple", "avocado", "banana", "blueberry", "cherry"], key=lambda s: s[0])
for k, g in itertools.groupby(data, key=lambda s: s[0]):
    print(k, list(g))
print([(k, len(list(g))) for k, g in itertools.groupby("aaabccdddd")])
print(list(itertools.combinations(range(4), 2)), len(list(itertools.permutations("abc"))))
print(list(itertools.combinations_with_replacement("ab", 2)))
print(list(itertools.islice(itertools.count(10, 5), 3)), list(itertools.islice("abcdefg", 1, None, 2)))
print(list(itertools.zip_longest([1, 2, 3], "ab", fillvalue="-")))
print(list(itertools.takewhile(lambda x: x < 3, [1, 2, 5, 1])), list(itertools.dropwhile(lambda x: x < 3, [1, 2, 5, 1])))
print(list(itertools.compress("abcdef", [1, 0, 1, 0, 1, 1])), list(itertools.starmap(pow, [(2, 3), (3, 2)])))
print(list(itertools.repeat("x", 3)), list(itertools.pairwise([1, 2, 4, 7])))
a, b = itertools.tee(iter([1, 2, 3]))
print(list(a), list(b))
cyc = itertools.cycle("AB")
print([next(cyc) for _ in range(5)])
print(list(itertools.filterfalse(lambda x: x % 2, range(6))))
t = torch.arange(6)
print([x.item() for x in itertools.islice(t, 2, 5)])
batches = [list(b) for b in iter(lambda it=iter(range(7)): list(itertools.islice(it, 3)), [])]
print(batches)


def batched(it, n):
    it = iter(it)
    while chunk := list(itertools.islice(it, n)):
        yield chunk


print(list(batched(range(7), 3)))
print(torch.tensor(list(itertools.product([0, 1], repeat=2))))
