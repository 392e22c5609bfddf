import itertools
import torch

data = torch.arange(10)
def batched(it, n):
    it = iter(it)
    while True:
        chunk = list(itertools.islice(it, n))
        if not chunk:
            return
        yield torch.stack(chunk)
for b in batched(data, 4):
    print(b)
print(list(itertools.accumulate([1, 2, 3, 4])), list(itertools.accumulate([1, 2, 3], lambda a, b: a * b)))
print(list(itertools.product([0, 1], repeat=2)))
for a, b in itertools.combinations(range(3), 2):
    print(a, b, end="; ")
print()
print(len(list(itertools.permutations("abc"))))
grid = {k: list(v) for k, v in itertools.groupby(sorted([3, 1, 4, 1, 5, 9, 2, 6]), key=lambda v: v % 2)}
print(grid)
print(list(itertools.chain.from_iterable([[1], [2, 3], []])))
print(list(itertools.zip_longest([1, 2, 3], "ab", fillvalue="-")))
print(list(itertools.starmap(pow, [(2, 3), (3, 2)])))
print(list(itertools.takewhile(lambda x: x < 3, [1, 2, 5, 1])), list(itertools.dropwhile(lambda x: x < 3, [1, 2, 5, 1])))
print(list(itertools.compress("abcd", [1, 0, 1, 0])), list(itertools.repeat(7, 3)))
cyc = itertools.cycle([torch.tensor(1), torch.tensor(2)])
print([next(cyc).item() for _ in range(5)])
a, b = itertools.tee(iter([1, 2, 3]))
print(list(a), list(b))
print(list(itertools.pairwise([1, 2, 4, 7])) if hasattr(itertools, "pairwise") else "no pairwise")
hp = {"lr": [0.1, 0.01], "wd": [0, 1e-4]}
for combo in itertools.product(*hp.values()):
    print(dict(zip(hp.keys(), combo)))
print(list(itertools.combinations_with_replacement([1, 2], 2)), list(itertools.filterfalse(lambda x: x % 2, range(6))))
