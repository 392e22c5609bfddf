import torch
from typing import Dict, List, Tuple


@torch.jit.script
def group(words: List[str]) -> Dict[str, List[str]]:
    out: Dict[str, List[str]] = {}
    for w in words:
        k = w[0]
        if k not in out:
            out[k] = []
        out[k].append(w)
    return out


@torch.jit.script
def counts(words: List[str]) -> List[Tuple[str, int]]:
    c: Dict[str, int] = {}
    for w in words:
        c[w] = c.get(w, 0) + 1
    items = list(c.items())
    return items


@torch.jit.script
def invert(d: Dict[str, int]) -> Dict[int, List[str]]:
    out: Dict[int, List[str]] = {}
    for k, v in d.items():
        if v in out:
            out[v].append(k)
        else:
            out[v] = [k]
    return out


@torch.jit.script
def nested_tensors(d: Dict[str, Dict[str, torch.Tensor]]) -> Dict[str, float]:
    out: Dict[str, float] = {}
    for outer, inner in d.items():
        for k, t in inner.items():
            out[outer + "." + k] = float(t.sum())
    return out


print(group(["apple", "avocado", "banana", "blueberry", "cherry"]))
print(counts(["a", "b", "a", "c", "b", "a"]))
print(invert({"x": 1, "y": 2, "z": 1}))
print(nested_tensors({"m": {"w": torch.ones(2, 2), "b": torch.zeros(2)}, "n": {"w": torch.arange(3.0)}}))
