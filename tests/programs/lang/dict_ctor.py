import torch
from typing import Dict, List, Tuple


@torch.jit.script
def f(pairs: List[Tuple[str, int]]):
    d = dict(pairs)
    e = dict(d)
    e["new"] = 5
    return d, e, sorted(e.keys())


print(f([("b", 2), ("a", 1)]))
