# collections: Counter, defaultdict, deque, OrderedDict, namedtuple, ChainMap.
from collections import Counter, defaultdict, deque, OrderedDict, namedtuple, ChainMap

c = Counter("mississippi")
print(c, c.most_common(2), c["z"], sorted(c.elements())[:5])
c2 = Counter(s=1, i=5, q=2)
print(c + c2, c - c2, c & c2, c | c2)
c.subtract({"s": 10})
print(c["s"], +c, sum(c.values()), c.total())
c.update(["x", "x"])
print(c.most_common()[-2:], len(c), list(Counter([3, 1, 3, 2, 1, 3]).items()))
words = "the cat and the hat and the bat".split()
print(Counter(words).most_common(1)[0], Counter(map(len, words)))

dd = defaultdict(list)
for w in words:
    dd[w[0]].append(w)
print(dict(dd), dd.default_factory, "z" in dd, len(dd["z"]), "z" in dd)
counts = defaultdict(int)
for w in words:
    counts[w] += 1
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
nested = defaultdict(lambda: defaultdict(int))
nested["a"]["b"] += 2
print({k: dict(v) for k, v in nested.items()}, repr(defaultdict(int, {"x": 1})))

d = deque([1, 2, 3, 4, 5])
d.rotate(2)
print(d)
d.rotate(-3)
print(d, d[0], d[-1])
d.appendleft(0)
d.extendleft([-1, -2])
print(d, d.popleft(), d.pop(), d.count(3), d.index(3))
window = deque(maxlen=3)
for i in range(6):
    window.append(i)
    print(list(window), end=" ")
print()
print(window, window.maxlen)
d.reverse()
print(d, list(reversed(d)), 4 in d)

od = OrderedDict([("a", 1), ("b", 2), ("c", 3)])
od.move_to_end("a")
print(od, list(od))
od.move_to_end("c", last=False)
print(od.popitem(), od.popitem(last=False), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), dict(a=1, b=2) == OrderedDict(b=2, a=1))

Point = namedtuple("Point", ["x", "y"])
Pixel = namedtuple("Pixel", "x y color", defaults=["black"])
p = Point(1, y=2)
print(p, p.x + p.y, p._asdict(), p._replace(x=10), Point._fields, Point._make([5, 6]))
px = Pixel(1, 2)
print(px, px.color, Pixel._field_defaults, isinstance(px, tuple), px[2], len(px))
x, y = p
print(x, y, p == (1, 2), hash(p) == hash((1, 2)), sorted([Point(2, 1), Point(1, 5)]))
try:
    p.x = 3
except AttributeError as e:
    print("AttributeError:", e)
cm = ChainMap({"lr": 0.1}, {"lr": 1.0, "bs": 32})
print(cm["lr"], cm["bs"], len(cm), sorted(cm), cm.maps[1]["lr"])
child = cm.new_child({"bs": 8})
print(child["bs"], cm["bs"], dict(child))
