# dict: insertion order, any hashable key, views, methods, aliasing.
d = {"b": 1, "a": 2}
d["c"] = 3
print(d, list(d), list(d.keys()), list(d.values()), list(d.items()))
keys = {(1, 2): "tuple", frozenset({1}): "fs", None: "none", 3: "int", 3.5: "float", True: "bool", 2 ** 70: "big"}
print(keys[(1, 2)], keys[frozenset({1})], keys[None], keys[1], keys[3.5], keys[2 ** 70], len(keys))
class Key:
    pass
k1, k2 = Key(), Key()
objs = {k1: 1, k2: 2}
print(objs[k1], objs[k2], len(objs))
print(d.get("zz"), d.get("zz", 0), d.pop("a"), d.setdefault("x", 9), d)
d.update({"y": 1}, z=2)
print(d, "y" in d, "q" not in d, len(d))
alias = d
alias["new"] = 1
print(d is alias, "new" in d)
d2 = dict(d)
d2["other"] = 1
print("other" in d, d == alias)
print(dict(a=1, b=2), dict([("x", 1)]), dict(zip("ab", [1, 2])), {**d2, "b": 9} == d2)
del d["b"]
d["b"] = 0
print(list(d))
print(d.keys(), d.values(), d.items())
print(sorted({"z": 1, "a": 2}.items()), {1: 2} == {1: 2.0}, {1: 2} != {1: 3})
print({1: "x"} | {2: "y"}, d.popitem(), len(d))
for k, v in {"p": 1, "q": 2}.items():
    print(k, v)
try:
    for k in d:
        d["added"] = 1
except RuntimeError as e:
    print("RuntimeError:", e)
print(dict.fromkeys([1, 2], "v"), {}.copy(), d.clear(), d)
