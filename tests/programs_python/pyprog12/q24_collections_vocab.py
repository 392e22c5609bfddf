from collections import Counter, deque, OrderedDict, defaultdict, ChainMap
import torch

text = "the cat sat on the mat the cat ran"
cnt = Counter(text.split())
print(cnt.most_common(3))
print(cnt["dog"], sum(cnt.values()), len(cnt))
vocab = {w: i for i, (w, _) in enumerate(cnt.most_common())}
ids = torch.tensor([vocab[w] for w in text.split()])
print(ids, torch.bincount(ids))
c2 = Counter("hello") + Counter("world")
print(sorted(c2.items()))
print((Counter(a=3, b=1) - Counter(a=1, b=2)))
print(Counter(a=2) | Counter(a=1, b=1), Counter(a=2) & Counter(a=1, b=1))
window = deque(maxlen=3)
avgs = []
for v in torch.arange(1.0, 7.0):
    window.append(v.item())
    avgs.append(sum(window) / len(window))
print(avgs, window)
d = deque([1, 2, 3])
d.rotate(1); d.appendleft(0)
print(d, d.pop(), d.popleft())
od = OrderedDict()
od["b"] = torch.tensor(2)
od["a"] = torch.tensor(1)
od.move_to_end("b")
print(list(od), od.popitem(last=False))
groups = defaultdict(list)
for i, w in enumerate(text.split()):
    groups[len(w)].append(i)
print(dict(groups))
nested = defaultdict(lambda: defaultdict(int))
nested["x"]["y"] += 2
print({k: dict(v) for k, v in nested.items()})
defaults = {"lr": 0.1, "bs": 32}
user = {"lr": 0.01}
cfg = ChainMap(user, defaults)
print(cfg["lr"], cfg["bs"], len(cfg), sorted(cfg.items()))
cfg2 = cfg.new_child({"bs": 64})
print(cfg2["bs"], cfg2.parents["bs"])
print(Counter(torch.tensor([1, 2, 2, 3, 3, 3]).tolist()))
