# comprehensions, unpacking, slicing, dict/set operations, sorting stability, match statement, walrus
from operator import itemgetter, attrgetter
first, *middle, last = range(6)
print(first, middle, last)
(a, b), c = (1, 2), 3
print(a, b, c, [*range(3), *"ab"], {**{"x": 1}, "y": 2, **{"x": 3}})
def f(*args, sep="-", **kw):
    return sep.join(map(str, args)) + str(sorted(kw.items()))
print(f(1, 2, *[3, 4], sep="+", **{"k": 1}, z=0))
matrix = [[1, 2, 3], [4, 5, 6]]
print([[row[i] for row in matrix] for i in range(3)], list(zip(*matrix)))
print({x: x * x for x in range(4) if x % 2}, {c for c in "hello"} == set("helo"), sum(x for x in range(5)))
x = 10
print([x for x in range(3)], x)
print([(i, j) for i in range(3) for j in range(i)])
lst = list(range(10))
print(lst[::3], lst[-3:], lst[8:2:-2], lst[:100], lst[5:2])
lst[2:5] = ["a"]
del lst[::3]
print(lst)
lst[1:1] = [9, 9]
print(lst, lst.index(9), lst.count(9))
d = {"b": 2, "a": 1}
d |= {"c": 3}
print(d, d.get("z", 0), d.pop("a"), d.setdefault("q", []), list(d.items())[-1], dict(sorted(d.items())))
s1, s2 = {1, 2, 3}, {2, 3, 4}
print(s1 | s2, s1 & s2, s1 - s2, s1 ^ s2, s1 <= {1, 2, 3, 4}, frozenset(s1) == s1)
people = [("bob", 25), ("alice", 30), ("carol", 25), ("dave", 30)]
print(sorted(people, key=itemgetter(1)), sorted(people, key=lambda p: (-p[1], p[0])))
print(max(people, key=itemgetter(1)), min(people, key=itemgetter(1)))
class P:
    def __init__(self, n): self.n = n
    def __repr__(self): return f"P({self.n})"
print(sorted([P(3), P(1)], key=attrgetter("n")))
def describe(v):
    match v:
        case 0:
            return "zero"
        case int(n) if n < 0:
            return "negative"
        case [x, y]:
            return f"pair {x},{y}"
        case {"kind": k, **rest}:
            return f"kind {k} {rest}"
        case str() | bytes():
            return "text"
        case P(n=3):
            return "P3"
        case _:
            return "other"
print([describe(v) for v in [0, -5, [1, 2], {"kind": "a", "z": 1}, "s", P(3), 3.5]])
data = [1, 5, 2, 8]
if (n := len(data)) > 3:
    print(f"{n} items", [y for v in data if (y := v * 2) > 4])
print(any(v > 7 for v in data), all(v > 0 for v in data), sorted(data, reverse=True), list(reversed(data)))
print(list(enumerate("abc", start=1)), list(map(lambda p, q: p * q, [1, 2], [3, 4])), list(filter(None, [0, 1, "", "x"])))
print(divmod(17, 5), pow(2, 10), abs(-3.5), round(3.14159, 2), sum([[1], [2]], []), isinstance(print, object))
print("".join(reversed("stressed")), [1, 2] * 2, (1,) + (2,), [[0] * 2] * 2, "%s" % ((1, 2),))
nested = {"a": {"b": {"c": 1}}}
print(nested["a"]["b"].get("c"), list(nested), len({}), bool([]), not None)
