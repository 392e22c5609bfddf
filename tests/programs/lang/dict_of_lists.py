import torch
from typing import Dict, List


@torch.jit.script
def group(names: List[str], vals: torch.Tensor) -> Dict[str, List[torch.Tensor]]:
    out: Dict[str, List[torch.Tensor]] = {}
    for i, n in enumerate(names):
        if n not in out:
            out[n] = []
        out[n].append(vals[i])
    return out


@torch.jit.script
def total(d: Dict[str, List[torch.Tensor]]) -> Dict[str, float]:
    r: Dict[str, float] = {}
    for k, v in d.items():
        r[k] = float(torch.stack(v).sum())
    return r


g = group(["a", "b", "a"], torch.tensor([1.0, 2.0, 3.0]))
print(g)
print(total(g))
