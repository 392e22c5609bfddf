import torch
from typing import Dict, List, Tuple


@torch.jit.script
def dict_ops(d: Dict[str, int]) -> Tuple[List[str], List[int], int, bool]:
    d2 = d.copy()
    d2["z"] = 26
    d2.update({"a": 100})
    v = d2.pop("b", -1)
    d2.setdefault("q", 7)
    keys = sorted(d2.keys())
    vals = [d2[k] for k in keys]
    return keys, vals, v, "z" in d


@torch.jit.script
def tensor_keys() -> Dict[int, torch.Tensor]:
    out: Dict[int, torch.Tensor] = {}
    for i in range(3):
        out[i] = torch.full([2], float(i))
    del out[1]
    return out


@torch.jit.script
def from_pairs(ks: List[str], vs: List[float]) -> Dict[str, float]:
    return dict(zip(ks, vs))


@torch.jit.script
def items_sum(d: Dict[int, int]) -> int:
    s = 0
    for k, v in d.items():
        s += k * v
    return s


print(dict_ops({"a": 1, "b": 2}))
print(dict_ops({"c": 3}))
print(tensor_keys())
print(from_pairs(["x", "y"], [1.5, 2.5]))
print(items_sum({1: 2, 3: 4}))
