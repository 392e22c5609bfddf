# dict() constructor forms and dict methods (test_list_dict.py TestDict).
import torch
from typing import Dict, List, Tuple


@torch.jit.script
def kw() -> Dict[str, int]:
    return dict(a=1, b=2)


@torch.jit.script
def from_map(d: Dict[str, int]) -> Dict[str, int]:
    e = dict(d)
    e["z"] = 26
    return e


@torch.jit.script
def from_pairs(xs: List[Tuple[str, int]]) -> Dict[str, int]:
    return dict(xs)


@torch.jit.script
def from_zip(ks: List[str], vs: List[int]) -> Dict[str, int]:
    return dict(zip(ks, vs))


@torch.jit.script
def comp(n: int) -> Dict[int, int]:
    return {i: i * i for i in range(n)}


@torch.jit.script
def methods(d: Dict[str, int]) -> Tuple[List[str], List[int], int, int, bool]:
    d.setdefault("q", 9)
    d.setdefault("a", 100)
    p = d.pop("b")
    g = d.get("missing", -1)
    d.update({"m": 3})
    ks = list(d.keys())
    vs = list(d.values())
    return ks, vs, p, g, "a" in d


@torch.jit.script
def items_sum(d: Dict[int, float]) -> float:
    s = 0.0
    for k, v in d.items():
        s += k * v
    return s


@torch.jit.script
def popitem_clear(d: Dict[str, int]) -> Tuple[Tuple[str, int], int]:
    it = d.popitem()
    d.clear()
    return it, len(d)


@torch.jit.script
def copy_eq(d: Dict[str, int]) -> Tuple[int, int]:
    c = d.copy()
    c["new"] = 1
    return len(c), len(d)


print(kw())
print(from_map({"x": 1}))
print(from_pairs([("a", 1), ("b", 2), ("a", 3)]))
print(from_zip(["p", "q", "r"], [1, 2]))
print(comp(4))
print(methods({"a": 1, "b": 2}))
print(items_sum({1: 0.5, 2: 1.5}))
print(popitem_clear({"a": 1, "b": 2}))
print(copy_eq({"k": 1}))
