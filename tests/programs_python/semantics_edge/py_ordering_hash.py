import functools
from collections import namedtuple, Counter, defaultdict, deque
import heapq


@functools.total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))

    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __hash__(self):
        return hash(self.parts)

    def __repr__(self):
        return "Version(%r)" % ".".join(map(str, self.parts))

    def __str__(self):
        return "v" + ".".join(str(p) for p in self.parts)


vs = [Version(s) for s in ["1.10.0", "1.2", "1.13.1", "0.9.9", "1.2.0", "1.2"]]
print(sorted(vs))
print(max(vs), min(vs), Version("1.2") <= Version("1.2"), Version("2") >= Version("1.99"))
print(len(set(vs)), Version("1.2") in {Version("1.2"): 1}, Version("1.2") == "1.2")
print(sorted(vs, key=str, reverse=True)[:3])
print([str(v) for v in sorted(set(vs))])

Point = namedtuple("Point", ["x", "y"], defaults=[0])
p = Point(3)
q = p._replace(y=4)
print(p, q, q._asdict(), Point._fields, Point._field_defaults)
print(q.x * q.y, q[1], tuple(q), q == (3, 4), hash(q) == hash((3, 4)))
x, y = q
print(x, y, Point._make([7, 8]), sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))


class Card:
    RANKS = "23456789TJQKA"

    def __init__(self, rank, suit):
        self.rank, self.suit = rank, suit

    def __eq__(self, o):
        return (self.rank, self.suit) == (o.rank, o.suit)

    __hash__ = None

    def __lt__(self, o):
        return Card.RANKS.index(self.rank) < Card.RANKS.index(o.rank)

    def __repr__(self):
        return self.rank + self.suit


hand = [Card("K", "h"), Card("2", "s"), Card("T", "d"), Card("A", "c"), Card("2", "d")]
print(sorted(hand), sorted(hand, reverse=True)[0])
try:
    {Card("2", "s")}
except TypeError as e:
    print("TypeError:", e)
print(heapq.nsmallest(2, hand), heapq.nlargest(2, [5, 1, 9, 3], key=lambda v: -v))

h = []
for pri, name in [(3, "c"), (1, "a"), (2, "b"), (1, "aa")]:
    heapq.heappush(h, (pri, name))
print([heapq.heappop(h) for _ in range(len(h))])

words = "the quick brown the lazy dog the end quick".split()
cnt = Counter(words)
print(cnt.most_common(2), cnt["zzz"], sorted(cnt.elements())[:4])
print(cnt + Counter(the=1, new=2), cnt - Counter(the=5))
groups = defaultdict(list)
for w in words:
    groups[len(w)].append(w)
print(dict(sorted(groups.items())))
dq = deque([1, 2, 3], maxlen=4)
dq.appendleft(0)
dq.append(4)
dq.rotate(1)
print(dq, dq.maxlen, list(reversed(dq)))
print(sorted(["b", "A", "c", "B"], key=str.lower), sorted([(1, "b"), (1, "a"), (0, "z")]))
print(sorted({3: "x", 1: "y"}.items(), key=lambda kv: kv[1]))
