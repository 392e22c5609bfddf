# NamedTuple (test_list_dict.py TestNamedTuple): construction, fields, defaults, in modules.
import torch
from typing import List, NamedTuple, Optional, Tuple


class Pair(NamedTuple):
    a: int
    b: float


class Rec(NamedTuple):
    name: str
    vals: List[int]
    extra: Optional[torch.Tensor] = None


@torch.jit.script
def make(x: int) -> Pair:
    return Pair(x, x / 2)


@torch.jit.script
def fields(p: Pair) -> Tuple[int, float, int, float]:
    a, b = p
    return p.a, p.b, p[0], b


@torch.jit.script
def rec(n: str) -> Rec:
    r = Rec(n, [len(n), 2])
    return r


@torch.jit.script
def rec_kw(n: str) -> Rec:
    return Rec(vals=[9], name=n, extra=torch.ones(1))


class M(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> Pair:
        return Pair(int(x.numel()), float(x.sum()))


p = make(5)
print(p, type(p).__name__, p.a, p.b)
print(fields(Pair(3, 1.5)))
print(rec("r"))
r2 = rec_kw("k")
print(r2.name, r2.vals, r2.extra)
print(torch.jit.script(M())(torch.ones(2, 3)))
