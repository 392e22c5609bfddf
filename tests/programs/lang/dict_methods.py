import torch
from typing import Dict, List


@torch.jit.script
def ops(d: Dict[str, int]):
    a = d.copy()
    g1 = a.get("x", -1)
    g2 = a.get("a", -1)
    s1 = a.setdefault("z", 26)
    s2 = a.setdefault("a", 100)
    p = a.pop("b")
    p2 = a.pop("nope", 0)
    a.update({"q": 1, "a": 11})
    ks = list(a.keys())
    vs = list(a.values())
    it = list(a.items())
    return g1, g2, s1, s2, p, p2, ks, vs, it, "a" in a, "b" in a, len(a)


@torch.jit.script
def comp(xs: List[int]) -> Dict[int, int]:
    return {x: x * x for x in xs}


@torch.jit.script
def popitem_clear(d: Dict[int, str]):
    k = d.popitem()
    d2 = d.copy()
    d.clear()
    return k, d, d2


print(ops({"a": 1, "b": 2, "c": 3}))
print(comp([3, 1, 2]))
print(popitem_clear({1: "a", 2: "b"}))
