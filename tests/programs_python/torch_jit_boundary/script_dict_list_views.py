# torch.jit.script of a dict or list: a ScriptDict / ScriptList that script
# functions receive by reference (their changes show through the view).
import torch
from typing import Any, Dict, List, Optional

d = torch.jit.script({"a": 1.5, "b": 2.0})
print(type(d), d, len(d), bool(d), "a" in d)
print(d["a"], sorted(d.keys()), list(d.items()))


@torch.jit.script
def bump(x: Dict[str, float], k: str) -> None:
    x[k] = x.get(k, 0.0) + 1.0


bump(d, "a")
bump(d, "c")
print(d)


@torch.jit.script
def maybe_add(x: Optional[List[int]], v: int) -> int:
    if x is None:
        return -1
    x.append(v)
    return len(x)


l = torch.jit.script([3, 1, 2])
print(maybe_add(l, 7), maybe_add(None, 7), l)
nested = torch.jit.script([[1, 2], [3]])
print(nested, nested[0], type(nested[0]).__name__, nested[1:], type(nested[1:]).__name__)
l[0:2] = [10, 11]
l.insert(-1, 5)
l.extend(range(2))
print(l, l.pop(), l.pop(0), l.count(2), list(l))
del l[-1]
print(l, l[::-1])
t = torch.jit.script({"w": torch.ones(2)})
print(repr(t))
print(torch.jit.script({}), torch.jit.script([]))

for bad in (lambda: d.__setitem__(1, 2.0), lambda: d.__setitem__("z", "s"), lambda: l.append("x"),
            lambda: l["k"], lambda: l[9], lambda: d["zz"], lambda: d[3], lambda: l.remove(99),
            lambda: l.__setitem__(slice(0, 2), [1]), lambda: torch.jit.script([1, "a"])):
    try:
        bad()
        print("no error")
    except Exception as e:
        print(type(e).__name__)
print(d == {"a": 2.5, "b": 2.0, "c": 1.0}, d == d)
