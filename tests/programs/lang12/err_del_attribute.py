import torch
from typing import Dict


@torch.jit.script
def drop(d: Dict[str, int], k: str) -> Dict[str, int]:
    del d[k]
    return d


print(drop({"a": 1, "b": 2}, "a"))
print(drop({"a": 1}, "zz"))
