from typing import List, Dict, Tuple, Optional
import torch


@torch.jit.script
def total(xs: List[int], weights: Dict[str, float]) -> float:
    s = 0.0
    for x in xs:
        s += x * weights.get("w", 1.0)
    return s


@torch.jit.script
def pairs(d: Dict[str, List[int]]) -> List[Tuple[str, int]]:
    out: List[Tuple[str, int]] = []
    for k in sorted(d.keys()):
        out.append((k, sum(d[k])))
    return out


@torch.jit.script
def maybe(x: Optional[torch.Tensor], default: float = 1.5) -> torch.Tensor:
    if x is None:
        return torch.tensor(default)
    return x * 2


@torch.jit.script
def mutate(xs: List[int]) -> List[int]:
    xs.append(99)
    return xs


print(total([1, 2, 3], {"w": 0.5}), total([], {}))
print(pairs({"b": [1, 2], "a": [5]}))
print(maybe(None), maybe(torch.ones(2)), maybe(None, 3.0))
orig = [1, 2]
res = mutate(orig)
print(res, orig, res is orig)
for bad in ([1, "a"], "notalist", [1.5]):
    try:
        total(bad, {})
    except RuntimeError as e:
        print("RuntimeError:", str(e).splitlines()[0][:80])
try:
    total([1], {"w": "x"})
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0][:80])
try:
    total([1])
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0][:80])
print(type(total([1], {"w": 2.0})).__name__, type(pairs({"a": [1]})[0]).__name__)


@torch.jit.script
def nested(x: Dict[str, Dict[str, torch.Tensor]]) -> Dict[str, torch.Tensor]:
    out: Dict[str, torch.Tensor] = {}
    for k, v in x.items():
        out[k] = torch.stack(list(v.values())).sum(0)
    return out


print(nested({"p": {"a": torch.ones(2), "b": torch.ones(2)}, "q": {"c": torch.zeros(2)}}))
print(total([True, False], {"w": 1.0}) if False else "skip")
