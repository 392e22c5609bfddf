import torch
from typing import Dict, List, Tuple


@torch.jit.script
def walk(d: Dict[str, List[int]]) -> List[str]:
    out: List[str] = []
    for k, vs in d.items():
        s = 0
        for v in vs:
            s += v
        out.append(k + "=" + str(s))
    for k in d.keys():
        out.append(k)
    for vs in d.values():
        out.append(str(len(vs)))
    return out


@torch.jit.script
def tuple_loop(t: Tuple[int, float, str]) -> List[str]:
    out: List[str] = []
    for x in t:
        out.append(str(x))
    return out


print(walk({"a": [1, 2], "b": [], "c": [5]}))
print(tuple_loop((1, 2.5, "z")))
