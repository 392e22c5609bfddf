# Strings (partition, expandtabs), tensor reductions/sorts with dims,
# dict rebuilds, nested tuple unpacking, int bit operations, math module.
import math
import torch
from typing import List, Dict, Optional, Tuple

@torch.jit.script
def strs(s: str) -> List[str]:
    return [s.partition(":")[0], s.rpartition(":")[2], s.expandtabs(), s.casefold() if False else s.lower(),
            "-".join(reversed(s.split(":"))) if False else s.title(), s.removeprefix("a") if False else s[1:]]
print(strs("ab:cD:e"))

@torch.jit.script
def tens(x: torch.Tensor):
    return x.sum(dim=[0, 1], keepdim=True), x.max(dim=0).values, x.argsort(dim=1, descending=True), torch.cumsum(x, 1), x.flip(0), x.roll(1, 1), x.topk(2).indices, x.T.contiguous().view(-1)
for t in tens(torch.tensor([[3., 1., 2.], [0., 5., 4.]])):
    print(t)

@torch.jit.script
def dd(d: Dict[int, List[str]]) -> Dict[int, int]:
    out: Dict[int, int] = {}
    for k, v in d.items():
        out[k * 2] = len(v)
    keys = list(out.keys())
    keys.sort(reverse=True)
    return {k: out[k] for k in keys}
print(dd({1: ["a"], 3: ["b", "c"]}))

@torch.jit.script
def tup(x: Tuple[int, Tuple[str, float]]) -> str:
    a, (b, c) = x
    return b * a if False else b + str(a) + str(c)
print(tup((2, ("z", 1.5))))

@torch.jit.script
def bits(a: int, b: int):
    return a & b, a | b, a ^ b, a << 2, a >> 1, -a // 3, a % -3, abs(-7) , 7 // 2 * 2
print(bits(12, 10))

@torch.jit.script
def floats(x: float):
    return math.floor(x), math.ceil(x), math.sqrt(16.0), math.isnan(x), math.pi, math.log(math.e), math.fmod(7.5, 2.0), math.copysign(1.0, -0.0)
    return 0
print(floats(2.5))
