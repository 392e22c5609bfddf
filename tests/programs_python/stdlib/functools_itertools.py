# functools and itertools.
from functools import reduce, partial, lru_cache, cmp_to_key, total_ordering
import itertools
print(reduce(lambda a, b: a * b, range(1, 6)), reduce(lambda a, b: a + b, [], 0))
pow2 = partial(pow, 2)
print(pow2(10), partial(int, base=2)("101"))
print(sorted([3, 1, 2], key=cmp_to_key(lambda a, b: b - a)))
@total_ordering
class V:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __lt__(self, o):
        return self.v < o.v
print(V(1) <= V(2), V(3) >= V(2), V(1) > V(2))
print(list(itertools.chain([1, 2], "ab")), list(itertools.chain.from_iterable([[1], [2, 3]])))
print(list(itertools.product("ab", [0, 1])), list(itertools.product([1, 2], repeat=2)))
print(list(itertools.islice(itertools.count(10, 5), 3)), list(itertools.islice("abcdef", 1, 5, 2)))
print(list(itertools.zip_longest("ab", "xyz", fillvalue="-")), list(itertools.accumulate([1, 2, 3, 4])))
print(list(itertools.permutations([1, 2, 3], 2)), list(itertools.combinations("abcd", 2)))
print(list(itertools.repeat("x", 3)), list(itertools.islice(itertools.cycle("ab"), 5)))
print([(k, list(g)) for k, g in itertools.groupby("aaabbc")], list(itertools.takewhile(lambda x: x < 3, [1, 2, 5, 1])))
print(list(itertools.accumulate([3, 1, 4], max)), list(itertools.starmap(pow, [(2, 3), (3, 2)])))
print(list(itertools.combinations_with_replacement([1, 2], 2)), list(itertools.pairwise([1, 2, 3])))
