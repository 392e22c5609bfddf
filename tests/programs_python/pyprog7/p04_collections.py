# collections in training utilities: Counter vocab building, deque moving averages, ChainMap configs,
# OrderedDict move_to_end LRU, defaultdict grouping, namedtuple results.
from collections import Counter, deque, ChainMap, OrderedDict, defaultdict, namedtuple
import torch

text = "the cat sat on the mat the cat ran".split()
counts = Counter(text)
print(counts.most_common(2), counts["the"], counts["dog"], len(counts))
vocab = {w: i for i, (w, _) in enumerate(counts.most_common(), start=2)}
vocab.update({"<pad>": 0, "<unk>": 1})
print(sorted(vocab.items(), key=lambda kv: kv[1])[:5])
ids = torch.tensor([vocab.get(w, 1) for w in "the dog sat".split()])
print(ids)
c2 = Counter(cat=1, dog=3)
print(counts + c2, (counts - Counter(the=5)).get("the"), counts & c2, counts | c2)
c3 = Counter("abracadabra")
c3.update("aaz")
c3.subtract({"a": 2})
print(c3, sum(c3.values()), list(c3.elements())[:4], c3.total() if hasattr(c3, "total") else sum(c3.values()))
labels = torch.tensor([0, 1, 1, 2, 1, 0])
label_counts = Counter(labels.tolist())
weights = torch.tensor([1.0 / label_counts[i] for i in range(3)])
print(label_counts, weights)


class SmoothedValue:
    def __init__(self, window_size=3):
        self.deque = deque(maxlen=window_size)
        self.total = 0.0
        self.count = 0

    def update(self, value, n=1):
        self.deque.append(value)
        self.count += n
        self.total += value * n

    @property
    def median(self):
        d = torch.tensor(list(self.deque))
        return d.median().item()

    @property
    def avg(self):
        return torch.tensor(list(self.deque), dtype=torch.float32).mean().item()

    @property
    def global_avg(self):
        return self.total / self.count

    def __str__(self):
        return "{median:.4f} ({global_avg:.4f})".format(median=self.median, global_avg=self.global_avg)


sv = SmoothedValue()
for v in [1.0, 2.0, 3.0, 10.0, 0.5]:
    sv.update(v)
print(sv, list(sv.deque), round(sv.avg, 4), sv.deque.maxlen)
d = deque([1, 2, 3, 4, 5])
d.rotate(2)
print(d)
d.rotate(-3)
d.appendleft(0)
d.extendleft([-1, -2])
print(d, d.popleft(), d.pop(), d[1], d[-1], len(d))
print(deque("abc", maxlen=2), deque(range(3)).count(1), 2 in deque(range(3)))

defaults = {"lr": 0.1, "bs": 32, "epochs": 10}
file_cfg = {"bs": 64}
cli = {"lr": 0.01}
cfg = ChainMap(cli, file_cfg, defaults)
print(cfg["lr"], cfg["bs"], cfg["epochs"], len(cfg), sorted(cfg))
cfg["new"] = True
print(cli, "new" in defaults, dict(cfg) == {"lr": 0.01, "bs": 64, "epochs": 10, "new": True})
child = cfg.new_child({"lr": 1.0})
print(child["lr"], child.parents["lr"], len(child.maps))


class LRUCache(OrderedDict):
    def __init__(self, capacity):
        super().__init__()
        self.capacity = capacity

    def get(self, key):
        if key not in self:
            return None
        self.move_to_end(key)
        return self[key]

    def put(self, key, value):
        self[key] = value
        self.move_to_end(key)
        if len(self) > self.capacity:
            self.popitem(last=False)


cache = LRUCache(2)
cache.put("a", torch.zeros(1))
cache.put("b", torch.ones(1))
cache.get("a")
cache.put("c", torch.full((1,), 2.0))
print(list(cache.keys()), cache.get("b"))
od = OrderedDict.fromkeys("xyz", 0)
od.move_to_end("x", last=False)
od.move_to_end("y")
print(od, od.popitem(), od.popitem(last=False))

by_len = defaultdict(list)
for w in text:
    by_len[len(w)].append(w)
print(dict(by_len))
nested = defaultdict(lambda: defaultdict(int))
for w in text:
    nested[w[0]][w] += 1
print({k: dict(v) for k, v in sorted(nested.items())})
Metrics = namedtuple("Metrics", "loss acc", defaults=[0.0])
m = Metrics(0.5)
print(m, m._asdict(), Metrics._field_defaults, m._make([1, 2]))
loss, acc = Metrics(torch.tensor(0.25), 0.9)
print(loss, acc, isinstance(m, tuple))
