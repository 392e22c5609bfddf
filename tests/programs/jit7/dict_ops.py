# Dict methods in script: get with default, setdefault, pop with default,
# popitem, update, copy aliasing, clear, keys/values/items order, `in`,
# del, dicts with int/float/tensor keys, nested dict values, dict() ctor.
import torch
from typing import Dict, List, Tuple


@torch.jit.script
def ops():
    d: Dict[str, int] = {"b": 2, "a": 1}
    d["c"] = 3
    g = (d.get("a"), d.get("z"), d.get("z", -1))
    s = d.setdefault("d", 4) + d.setdefault("a", 100)
    p = (d.pop("b"), d.pop("zz", 0))
    e = d.copy()
    e["new"] = 9
    d.update({"a": 10, "e": 5})
    has = ("a" in d, "b" in d, "new" in d)
    del d["c"]
    keys = list(d.keys())
    vals = list(d.values())
    items = list(d.items())
    last = d.popitem()
    n = len(d)
    e.clear()
    return g, s, p, has, keys, vals, items, last, n, len(e)


for v in ops():
    print(v)


@torch.jit.script
def keyed(x: torch.Tensor):
    ints = {1: "one", 2: "two"}
    floats = {0.5: 1, 1.5: 2}
    t = {x: 1}
    nested: Dict[str, List[int]] = {"a": [1], "b": [0]}
    nested["b"].append(5)
    nested["a"] += [2, 3]
    return ints[2], floats[1.5], t[x], nested, dict([(1, 2), (3, 4)])


print(keyed(torch.ones(1)))


@torch.jit.script
def counter(words: List[str]) -> List[Tuple[str, int]]:
    c: Dict[str, int] = {}
    for w in words:
        if w in c:
            c[w] += 1
        else:
            c[w] = 1
    return sorted(c.items())


print(counter(["b", "a", "b", "c", "b", "a"]))


@torch.jit.script
def alias(d: Dict[str, int]) -> Dict[str, int]:
    e = d
    e["x"] = 42
    return d


src = {"y": 1}
print(alias(src), src)


@torch.jit.script
def empty_pop() -> int:
    d: Dict[str, int] = {}
    return d.pop("k")


try:
    empty_pop()
except Exception as e:
    print(type(e).__name__, "|", str(e).strip().splitlines()[-1])
