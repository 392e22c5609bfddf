from operator import itemgetter, attrgetter, methodcaller
records = [("bob", 25, "B"), ("alice", 30, "A"), ("carol", 25, "A"), ("dave", 30, "B"), ("eve", 22, "A")]
print(sorted(records, key=itemgetter(1)))
print(sorted(records, key=itemgetter(2, 1)))
s = sorted(records, key=itemgetter(0))
s = sorted(s, key=itemgetter(1), reverse=True)
print([r[0] for r in s])
print(sorted(["b", "A", "c", "B"], key=str.lower), sorted(["b", "A", "c", "B"]))
print(sorted([3, -1, -4, 2], key=abs), max(["aa", "b", "ccc"], key=len), min([], default="empty"))
class P:
    def __init__(self, n, a):
        self.name, self.age = n, a
    def __repr__(self):
        return self.name
ps = [P("x", 3), P("y", 1), P("z", 3)]
print(sorted(ps, key=attrgetter("age")), sorted(ps, key=lambda p: (-p.age, p.name)))
print(list(map(methodcaller("upper"), ["a", "b"])))
l = [5, 2, 9, 1]
l.sort(reverse=True)
print(l, sorted("hello"), sorted({3: "a", 1: "b"}), sorted((2, 1)))
print(sorted([(1, "b"), (1, "a"), (0, "z")]))
words = "the quick brown fox jumps over the lazy dog".split()
print(sorted(set(words), key=lambda w: (len(w), w)))
import heapq
print(heapq.nsmallest(3, records, key=itemgetter(1)), heapq.nlargest(2, [4, 1, 7, 3]))
h = []
for v in [5, 1, 4]:
    heapq.heappush(h, v)
print(heapq.heappop(h), h, list(heapq.merge([1, 4], [2, 3])))
import bisect
a = [1, 2, 4, 4, 8]
print(bisect.bisect_left(a, 4), bisect.bisect_right(a, 4), bisect.bisect(a, 5))
bisect.insort(a, 3)
print(a)
