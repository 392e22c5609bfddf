import torch
from typing import Dict, List

@torch.jit.script
def dicts() -> Dict[str, int]:
    d = dict(a=1, b=2)
    return d

@torch.jit.script
def merged(m: Dict[str, float]) -> Dict[str, float]:
    return dict(m, z=2.5)

@torch.jit.script
def pairs(xs: List[str]) -> Dict[str, int]:
    return dict([(x, len(x)) for x in xs], total=len(xs))

print(dicts())
print(merged({"q": 1.0}))
print(pairs(["ab", "c"]))
