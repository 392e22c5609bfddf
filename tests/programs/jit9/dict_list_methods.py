import torch
from typing import Dict, List, Tuple

@torch.jit.script
def list_methods(xs: List[int]) -> Tuple[List[int], int, int, List[int]]:
    ys = xs.copy()
    ys.extend([7, 8])
    ys.insert(1, 100)
    ys.remove(100)
    popped = ys.pop()
    idx = ys.index(7)
    ys.reverse()
    zs = sorted(ys)
    zs.sort(reverse=True)
    return ys, popped, idx, zs[:3] + zs[-2:]

@torch.jit.script
def dict_methods(d: Dict[str, int]) -> Tuple[List[str], List[int], int, Dict[str, int]]:
    e = d.copy()
    e["z"] = 26
    e.update({"a": 100})
    v = e.pop("b", -1)
    e.setdefault("q", 17)
    keys = sorted(e.keys())
    vals = [e[k] for k in keys]
    return keys, vals, v, e

@torch.jit.script
def counting(words: List[str]) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts

@torch.jit.script
def misc(xs: List[float]) -> Tuple[float, float, float, int, bool, bool]:
    return min(xs), max(xs), sum(xs), xs.count(2.0), 2.0 in xs, len(xs) == 0

print(list_methods([3, 1, 4, 1, 5]))
print(dict_methods({"a": 1, "b": 2, "c": 3}))
print(counting(["a", "b", "a", "c", "b", "a"]))
print(misc([1.0, 2.0, 3.5, 2.0]))
