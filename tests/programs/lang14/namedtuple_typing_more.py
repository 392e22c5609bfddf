import torch
from typing import NamedTuple, List, Optional, Tuple, Dict


class Config(NamedTuple):
    name: str
    size: int
    scale: float = 1.5
    tags: Optional[List[str]] = None


@torch.jit.script
def build(n: int) -> Config:
    if n > 2:
        return Config("big", n, 2.0, ["x"])
    return Config("small", n)


@torch.jit.script
def describe(c: Config) -> str:
    t = c.tags
    extra = "" if t is None else ",".join(t)
    return c.name + ":" + str(c.size * c.scale) + ":" + extra


@torch.jit.script
def unpack(c: Config) -> Tuple[str, int]:
    name, size, scale, tags = c
    return name, size + len(c)


@torch.jit.script
def nested(d: Dict[str, Tuple[int, List[float]]]) -> List[float]:
    out: List[float] = []
    for k in sorted(d.keys()):
        n, vals = d[k]
        out.append(n + sum(vals))
    return out


a = build(1)
b = build(5)
print(a, b)
print(describe(a), describe(b))
print(unpack(b))
print(nested({"b": (1, [0.5]), "a": (2, [1.0, 2.0])}))
print(build.code)
print(describe.code)
