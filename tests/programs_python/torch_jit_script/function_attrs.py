# A ScriptFunction's schema, name, code and graph, and how global values are
# seen from script code: modules and their attributes are, plain global
# constants are not (PyTorch 1.13 rejects them).
import math
import torch
from typing import List, Optional

LIMIT = 10
NAMES = ("a", "b")


@torch.jit.script
def clip(xs: List[float], lo: float = 0.0, hi: Optional[float] = None) -> List[float]:
    top = hi if hi is not None else math.inf
    out: List[float] = []
    for x in xs:
        out.append(min(max(x, lo), top))
    return out


print(clip.schema)
print(clip.name, clip.qualified_name)
print(clip.code)
print(clip([-1.0, 0.5, 3.0], hi=1.0))


@torch.jit.script
def circle(r: float) -> float:
    return math.pi * r * r


print(round(circle(2.0), 6))


def uses_limit(x: int) -> int:
    return min(x, LIMIT)


def uses_names(i: int) -> str:
    return NAMES[i]


def uses_undefined(x: int) -> int:
    return x + NOT_DEFINED_ANYWHERE


for fn in (uses_limit, uses_names, uses_undefined):
    try:
        torch.jit.script(fn)
    except RuntimeError as e:
        print(fn.__name__, "->", str(e).strip().splitlines()[0])
