import torch
from typing import Dict, List, Optional, Tuple


@torch.jit.script
def build(xs: List[int], key: str) -> Dict[str, List[int]]:
    d: Dict[str, List[int]] = {}
    d[key] = [x * 2 for x in xs]
    return d


@torch.jit.script
def maybe(x: Optional[int], t: Tuple[int, str]) -> int:
    if x is None:
        return t[0]
    return x + len(t[1])


print(build([1, 2], "k"), maybe(None, (4, "ab")), maybe(1, (4, "ab")))
print(build.code)
print(maybe.code)
print(maybe.schema)
print(build.schema)
