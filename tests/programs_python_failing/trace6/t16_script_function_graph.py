import re as _re

def show(g):
    print(_re.sub(r'# [^\n]*/([^/\n]+)', r'# \1', str(g)))

import torch
from typing import List, Optional, Tuple

@torch.jit.script
def f(xs: List[int], y: Optional[int] = None) -> Tuple[int, int]:
    total = 0
    for v in xs:
        total += v
    if y is not None:
        total = total * y
    return total, len(xs)

print(f([1, 2, 3]), f([1, 2], 5))
print(f.code)
show(f.graph)
print(f.schema)
print(f.name)
