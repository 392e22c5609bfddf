records = [("bob", 25, 3.5), ("alice", 30, 3.5), ("carol", 25, 4.0), ("dave", 30, 2.0), ("eve", 25, 3.5)]
print(sorted(records, key=lambda r: r[1]))
print(sorted(records, key=lambda r: r[2], reverse=True))
print(sorted(records, key=lambda r: (-r[1], r[0])))
by_gpa = sorted(records, key=lambda r: r[0])
by_gpa.sort(key=lambda r: r[2], reverse=True)
print([r[0] for r in by_gpa])
from operator import itemgetter, attrgetter, methodcaller
print(sorted(records, key=itemgetter(1, 0))[:2], max(records, key=itemgetter(2)), min(records, key=itemgetter(1, 2)))
print(sorted(["b", "A", "c", "B"]), sorted(["b", "A", "c", "B"], key=str.lower), sorted(["b", "A", "c", "B"], key=methodcaller("lower"), reverse=True))
d = {"z": 1, "a": 2}
d["m"] = 0
del d["z"]
d["z"] = 5
print(d, list(d.keys()), sorted(d, key=d.get))
print({k: v for k, v in sorted(d.items(), key=lambda kv: kv[1])})
s = {3, 1, 2}
s.add(10)
print(sorted(s), {x % 3 for x in range(10)}, set("hello") == {"h", "e", "l", "o"})
x = 10
sq = [x for x in range(3)]
print(x, sq)
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs], [(lambda i=i: i)() for i in range(3)])
class A:
    vals = [1, 2, 3]
    doubled = [v * 2 for v in vals]
print(A.doubled)
d1 = {"a": 1, "b": 2}
d2 = {"b": 3, "c": 4}
print(d1 | d2, {**d2, **d1}, dict(d1, b=9))
d1 |= {"d": 0}
print(d1, d1.setdefault("e", []), d1.pop("a"), d1.pop("x", None), d1.get("zz", -1))
print(list(zip(*[(1, "a"), (2, "b")])), dict(zip("abc", range(3))), dict.fromkeys("ab", 0))
inv = {v: k for k, v in {"x": 1, "y": 2}.items()}
print(inv, list(reversed({"p": 1, "q": 2})), {1: "a", True: "b", 1.0: "c"})
nested = {"b": {"y": 1, "x": 2}, "a": {}}
print(sorted(nested.items()), sorted([[3, 1], [2], [3, 0, 1]]), sorted([(1, "b"), (1, "a"), (0, "z")]))
try:
    sorted([1, "a"])
except TypeError as e:
    print("TypeError:", e)
