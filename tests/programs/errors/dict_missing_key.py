import torch
from typing import Dict


@torch.jit.script
def f(d: Dict[str, int], k: str) -> int:
    return d[k]


print(f({"a": 1}, "a"))
print(f({"a": 1}, "b"))
