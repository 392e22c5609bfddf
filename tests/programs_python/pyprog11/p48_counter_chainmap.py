from collections import Counter, ChainMap, defaultdict, OrderedDict
import itertools
import torch

labels = torch.tensor([0, 2, 1, 2, 2, 0, 1, 2])
c = Counter(labels.tolist())
print(c, c.most_common(1), c[5], sum(c.values()), sorted(c.elements())[:4])
c2 = Counter("abracadabra")
print(c2.most_common(3), c2 + Counter("aab"), c2 - Counter("aaaaab"), c2 & Counter("aaz"), c2 | Counter("zz"))
c2.update("zz")
c2.subtract({"a": 10})
print(c2["a"], c2["z"], +c2, -Counter({"x": -2}))
print(Counter({"x": 3}) == Counter({"x": 3, "y": 0}), c.total() if hasattr(c, "total") else None)
weights = torch.tensor([1.0 / c[i] for i in labels.tolist()])
print(weights)
defaults = {"lr": 0.1, "epochs": 10}
user = {"lr": 0.01}
cfg = ChainMap(user, defaults)
print(cfg["lr"], cfg["epochs"], len(cfg), dict(cfg), cfg.maps[0])
child = cfg.new_child({"epochs": 3})
print(child["epochs"], child.parents["epochs"], list(child.keys()))
tree = lambda: defaultdict(tree)
t = tree()
t["a"]["b"]["c"] = 1
print(t["a"]["b"]["c"], "x" in t, dict(t).keys())
grouped = defaultdict(list)
for k, v in zip("abab", range(4)):
    grouped[k].append(v)
print(grouped, grouped.default_factory)
print(list(itertools.pairwise([1, 2, 3, 4])), list(itertools.starmap(pow, [(2, 3), (3, 2)])))
print(list(itertools.takewhile(lambda v: v < 3, [1, 2, 3, 1])), list(itertools.dropwhile(lambda v: v < 3, [1, 2, 3, 1])))
print(list(itertools.compress("abcdef", [1, 0, 1, 0, 1, 1])), list(itertools.permutations("abc", 2))[:4])
print(list(itertools.combinations_with_replacement([1, 2], 2)), list(itertools.repeat("x", 3)), list(itertools.islice(itertools.count(5, 2), 3)))
print(list(itertools.islice(itertools.count(1, 0.5), 4)), list(itertools.filterfalse(None, [0, 1, 0, 2])))
a, b = itertools.tee(range(3))
print(list(a), list(b))
od = OrderedDict.fromkeys("cab", 0)
print(od, list(reversed(od)))
