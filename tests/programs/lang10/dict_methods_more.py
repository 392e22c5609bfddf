import torch
from typing import Dict, List, Tuple


@torch.jit.script
def ops(d: Dict[str, int]) -> List[str]:
    out: List[str] = []
    d["z"] = 26
    out.append(str(d.get("a", -1)) + "," + str(d.get("missing", -1)))
    out.append(str(d.pop("a")) + "," + str(d.pop("missing", 0)))
    d.setdefault("q", 17)
    d.setdefault("z", 0)
    out.append(str(sorted(d.keys())))
    out.append(str(sorted(d.values())))
    e = d.copy()
    e.update({"new": 1})
    out.append(str(len(d)) + " " + str(len(e)) + " " + str("new" in d) + " " + str("new" in e))
    items: List[Tuple[str, int]] = sorted(e.items())
    out.append(str(items))
    e.clear()
    out.append(str(len(e)))
    return out


@torch.jit.script
def popitem_keys(d: Dict[int, str]) -> List[int]:
    ks: List[int] = []
    for k in d:
        ks.append(k)
    del d[ks[0]]
    ks.append(len(d))
    return ks


for line in ops({"a": 1, "b": 2}):
    print(line)
print(popitem_keys({3: "c", 1: "a", 2: "b"}))
