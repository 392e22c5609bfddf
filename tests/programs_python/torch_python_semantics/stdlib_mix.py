import bisect
import copy
import heapq
import json
import itertools
from collections import namedtuple, OrderedDict
import torch

scores = [0.91, 0.35, 0.78, 0.12, 0.66]
print(heapq.nlargest(2, scores), heapq.nsmallest(2, range(5), key=lambda i: scores[i]))
h = []
for i, s in enumerate(scores):
    heapq.heappush(h, (-s, i))
print([heapq.heappop(h)[1] for _ in range(3)])
grades = [60, 70, 80, 90]
print([bisect.bisect(grades, s) for s in (55, 70, 85, 99)], bisect.bisect_left(grades, 70))
sorted_list = [1, 3, 5]
bisect.insort(sorted_list, 4)
print(sorted_list)
config = {"model": {"layers": [16, 8], "act": "relu"}, "lr": 0.001, "epochs": 3, "flags": [True, None]}
s = json.dumps(config, sort_keys=True)
print(s)
print(json.dumps(config, indent=2)[:40].splitlines())
back = json.loads(s)
print(back == config, type(back["lr"]).__name__, back["flags"])
nested = {"a": [1, [2, 3]], "t": torch.zeros(2)}
shallow = copy.copy(nested)
deep = copy.deepcopy(nested)
nested["a"][1].append(4)
nested["t"] += 1
print(shallow["a"], deep["a"], shallow["t"], deep["t"])
Pt = namedtuple("Pt", "x y")
pts = [Pt(1, 2), Pt(0, 5), Pt(1, 1)]
print(sorted(pts), max(pts, key=lambda p: p.y), copy.deepcopy(pts[0]))
od = OrderedDict(sorted({"b": 2, "a": 1}.items()))
print(od, list(reversed(od)), od == {"a": 1, "b": 2})
grid = list(itertools.product([1e-3, 1e-2], [16, 32], ["adam"]))
for lr, bs, opt in grid[:3]:
    print(f"lr={lr:g} bs={bs} opt={opt}")
batches = list(itertools.zip_longest(*[iter(range(7))] * 3))
print(batches)
print(list(map(sum, zip(*[[1, 2], [3, 4], [5, 6]]))))
words = "the quick brown the lazy the end quick".split()
print(sorted(set(words), key=words.index), dict.fromkeys(words, 0))
print({k: len(list(g)) for k, g in itertools.groupby(sorted(words))})
matrix = [[1, 2, 3], [4, 5, 6]]
print([list(r) for r in zip(*matrix)], [x for row in matrix for x in row if x % 2])
a, *rest = [1, 2, 3, 4]
*init, last = "abc"
(p, q), r = (1, 2), 3
print(a, rest, init, last, p, q, r)
x = y = []
x.append(1)
print(y, x is y, [] is [], () == ())
first, second = sorted({"z": 1, "y": 2}.items(), key=lambda kv: kv[1], reverse=True)
print(first, second)
print(any(t > 2 for t in torch.tensor([1, 3]).tolist()), all(isinstance(v, int) for v in [1, True]))
