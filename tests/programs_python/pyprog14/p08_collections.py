from collections import OrderedDict, deque, Counter, defaultdict, ChainMap
import torch

od = OrderedDict([("b", 1), ("a", 2), ("c", 3)])
od.move_to_end("b")
print(list(od), od.popitem(last=False), od)
od["z"] = 0
od.move_to_end("z", last=False)
print(od, list(reversed(od)))
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), dict(a=1, b=2) == OrderedDict(b=2, a=1))
dq = deque(maxlen=3)
for i in range(5):
    dq.append(i)
print(dq, dq.maxlen)
dq.appendleft(-1)
dq.rotate(1)
print(dq, dq[0], dq[-1])
dq2 = deque([1, 2, 3, 4])
dq2.rotate(-1)
dq2.extendleft([9, 8])
print(dq2, dq2.popleft(), dq2.pop(), dq2.count(2), dq2.index(3))
words = "the cat and the dog and the bird".split()
c = Counter(words)
print(c.most_common(2), c["the"], c["missing"])
print(sorted(c.elements())[:4], c.total())
c.update(["cat", "cat"])
c.subtract({"the": 2})
print(c.most_common(3))
c2 = Counter(a=3, b=1) + Counter(a=1, c=2)
print(c2, Counter(a=3, b=1) - Counter(a=1, b=5), Counter(a=2) | Counter(a=5, b=1), Counter(a=2, b=2) & Counter(a=1))
labels = torch.tensor([0, 2, 2, 1, 2, 0])
print(Counter(labels.tolist()).most_common(), dict(sorted(Counter(labels.tolist()).items())))
dd = defaultdict(lambda: [0, 0])
for w in words:
    dd[len(w)][0] += 1
print(dict(dd), dd.default_factory()[:1])
cm = ChainMap({"lr": 0.1}, {"lr": 1.0, "epochs": 3})
print(cm["lr"], cm["epochs"], len(cm), dict(cm))
dd2 = defaultdict(int)
for ch in "mississippi":
    dd2[ch] += 1
print(sorted(dd2.items(), key=lambda kv: (-kv[1], kv[0])))
