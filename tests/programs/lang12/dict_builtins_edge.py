import torch
from typing import Dict, List, Tuple


@torch.jit.script
def ops(d: Dict[str, int]) -> Dict[str, int]:
    e = dict(d)
    e["new"] = 5
    v = e.pop("a")
    w = e.pop("zzz", -1)
    x = e.get("b", 0)
    y = e.get("q")
    e.setdefault("c", 33)
    e.setdefault("b", 44)
    print(v, w, x, y, len(e), "new" in e, "a" in e)
    e.update({"u": 1, "b": 2})
    return e


@torch.jit.script
def iterate(d: Dict[int, str]) -> List[str]:
    out: List[str] = []
    for k in d:
        out.append(str(k) + d[k])
    for k, v in d.items():
        out.append(v + v if k > 1 else v)
    out.extend(d.values())
    return out


@torch.jit.script
def keys_sorted(d: Dict[str, float]) -> List[Tuple[str, float]]:
    ks = list(d.keys())
    ks.sort()
    return [(k, d[k]) for k in ks]


@torch.jit.script
def popitem_clear(d: Dict[str, int]):
    k, v = d.popitem()
    n = len(d)
    d.clear()
    return k, v, n, len(d)


print(ops({"a": 1, "b": 2}))
print(iterate({3: "x", 1: "y", 2: "z"}))
print(keys_sorted({"b": 2.0, "a": 1.5, "c": -1.0}))
print(popitem_clear({"p": 1, "q": 2}))
