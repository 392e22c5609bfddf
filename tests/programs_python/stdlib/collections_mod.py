# collections: namedtuple, OrderedDict, defaultdict, Counter, deque.
from collections import namedtuple, OrderedDict, defaultdict, Counter, deque
Point = namedtuple("Point", ["x", "y"])
p = Point(1, y=2)
print(p, p.x, p[1], p._asdict(), p._replace(x=5), Point._make([3, 4]), p == (1, 2))
x, y = p
print(x + y, len(p), Point._fields)
P3 = namedtuple("P3", "a b c", defaults=[0])
print(P3(1, 2), P3(1, 2, 3))
od = OrderedDict()
od["z"] = 1
od["a"] = 2
od.move_to_end("z")
print(od, list(od.keys()))
dd = defaultdict(list)
for w in ["apple", "avocado", "banana"]:
    dd[w[0]].append(w)
print(dd, dict(dd), dd["q"], len(dd))
c = Counter("mississippi")
print(c.most_common(2), c["s"], c["z"], sorted(c.items()))
c.update("ss")
print(c["s"], Counter([1, 1, 2]) + Counter([1]))
dq = deque([1, 2, 3], maxlen=4)
dq.appendleft(0)
dq.append(4)
print(dq, dq.popleft(), dq.pop(), list(dq))
dq.rotate(1)
print(dq)
counts = defaultdict(int)
for ch in "hello":
    counts[ch] += 1
print(sorted(counts.items()))
