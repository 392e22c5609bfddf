import torch
from typing import Dict, List, Optional


@torch.jit.script
class Registry:
    def __init__(self, prefix: str = "item", limit: int = 3):
        self.prefix = prefix
        self.limit = limit
        self.names: List[str] = []
        self.index: Dict[str, int] = {}
        none_str: Optional[str] = None
        self.last = none_str

    def add(self, name: str, force: bool = False) -> bool:
        if len(self.names) >= self.limit and not force:
            return False
        full = self.prefix + "_" + name
        self.index[full] = len(self.names)
        self.names.append(full)
        self.last = full
        return True

    def find(self, name: str) -> int:
        return self.index.get(self.prefix + "_" + name, -1)


@torch.jit.script
def fill(n: int) -> List[str]:
    r = Registry()
    out: List[str] = []
    for i in range(n):
        ok = r.add(str(i))
        out.append(str(ok))
    r.add("forced", force=True)
    out.append(str(r.find("1")) + "," + str(r.find("zz")))
    last = r.last
    if last is not None:
        out.append(last)
    out.extend(r.names)
    return out


print(fill(5))
r = Registry("p", limit=1)
print(r.add("a"), r.add("b"), r.names, r.last)
