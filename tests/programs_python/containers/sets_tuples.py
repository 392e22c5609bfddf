# set and frozenset algebra, tuple methods and comparisons.
a = {1, 2, 3, 4}
b = {3, 4, 5}
print(a | b, a & b, a - b, a ^ b, a <= {1, 2, 3, 4, 5}, a < a, a >= {1})
print(a.union([9]), a.intersection(b, {4}), a.difference(b), a.symmetric_difference(b))
a.add(10)
a.discard(1)
a.discard(99)
print(a, 10 in a, len(a), sorted(a))
try:
    a.remove(99)
except KeyError as e:
    print("KeyError", e)
fs = frozenset([1, 2, 2, 3])
print(fs, {fs: "ok"}[frozenset({3, 2, 1})], fs | {4}, type(fs | {4}).__name__)
print(set("hello") == set("olleh"), {1, 2}.isdisjoint({3}), {1}.issubset([1, 2]))
print({0, 8, 16, 1, 9}, {100, 5, 37, 64}, set(range(10, 0, -1)))
s = set()
for i in [5, 3, 5, 1, 3]:
    s.add(i)
print(s, s.pop(), s)
t = (1, 2, 3, 2)
print(t.count(2), t.index(3), t[1:], t + (4,), t * 2, (1,) * 3, tuple([1, 2]), tuple("ab"))
print((1, 2) < (1, 3), (1, 2) == (1, 2), (2,) > (1, 9, 9), max([(1, "b"), (1, "a")]))
x, (y, z) = 1, (2, 3)
print(x, y, z, len(t), 3 in t, hash((1, 2)) == hash((1, 2)))
