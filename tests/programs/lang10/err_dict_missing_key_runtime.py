import torch
from typing import Dict


@torch.jit.script
def lookup(d: Dict[str, int], k: str) -> int:
    return d[k]


print(lookup({"a": 1}, "a"))
print(lookup({"a": 1}, "zz"))
