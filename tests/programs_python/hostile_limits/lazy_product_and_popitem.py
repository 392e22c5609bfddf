# itertools.product is lazy, and popping a dict or an OrderedDict from
# either end stays cheap however many entries went before: each of these
# took minutes or unbounded memory (an eager product, an O(n) popitem).
import itertools
from collections import OrderedDict

p = itertools.product(range(10**6), repeat=10)
print(next(p), next(p))
print(list(itertools.product("ab", [0, 1], repeat=1)))
print(list(itertools.product()), list(itertools.product([], [1])), list(itertools.product([1, 2], repeat=0)))
try:
    itertools.product([1], repeat=-1)
except ValueError as e:
    print("ValueError", e)

d = {i: i for i in range(200000)}
while len(d) > 3:
    d.popitem()
print(d, d.popitem(), d)
d[7] = 7
print(list(d.items()))

lru = OrderedDict((i, i * i) for i in range(200000))
total = 0
while len(lru) > 2:
    total += lru.popitem(last=False)[1]
    lru.move_to_end(next(reversed(lru)))
print(total, lru, lru.popitem(), lru.popitem(last=False), lru)

e = {i: i for i in range(100)}
for i in range(50):
    del e[i]
e["x"] = 1
print(len(e), next(iter(e)), list(e)[-2:])
