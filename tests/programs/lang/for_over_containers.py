import torch
from typing import Dict, List, Tuple


@torch.jit.script
def over_dict(d: Dict[str, int]) -> str:
    s = ""
    for k in d:
        s += k + "=" + str(d[k]) + ";"
    for k, v in d.items():
        s += str(v)
    for v in d.values():
        s += "|" + str(v)
    return s


@torch.jit.script
def over_string(s: str) -> List[str]:
    out: List[str] = []
    for c in s:
        if c != " ":
            out.append(c.upper())
    return out


@torch.jit.script
def over_tuple_unroll(x: torch.Tensor) -> torch.Tensor:
    acc = x
    for t in (1, 2.5, 3):
        acc = acc * t
    return acc


@torch.jit.script
def over_tensor(x: torch.Tensor) -> List[float]:
    out: List[float] = []
    for row in x:
        out.append(float(row.sum()))
    return out


@torch.jit.script
def enum_zip(a: List[int], b: List[str]) -> List[str]:
    out: List[str] = []
    for i, (x, y) in enumerate(zip(a, b), 10):
        out.append(str(i) + ":" + y + str(x))
    return out


print(over_dict({"b": 2, "a": 1, "c": 3}))
print(over_string("hi there"))
print(over_tuple_unroll(torch.tensor([1.0, 2.0])))
print(over_tensor(torch.arange(6.).reshape(3, 2)))
print(enum_zip([1, 2, 3], ["a", "b"]))
