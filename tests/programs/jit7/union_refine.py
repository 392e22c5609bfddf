# Union types: isinstance refinement across branches, Union return values,
# Optional inside Union, and containers of unions.
import torch
from typing import Union, List, Dict, Optional


@torch.jit.script
def describe(x: Union[int, float, str, List[int]]) -> str:
    if isinstance(x, int):
        return "int " + str(x + 1)
    elif isinstance(x, float):
        return "float " + str(x * 2)
    elif isinstance(x, str):
        return "str " + x.upper()
    else:
        return "list " + str(len(x))


print(describe(3), describe(1.5), describe("ab"), describe([1, 2, 3]))


@torch.jit.script
def make(flag: int) -> Union[int, str]:
    if flag > 0:
        return flag
    return "neg"


print(make(4), make(-1))


@torch.jit.script
def tensor_or_int(x: Union[torch.Tensor, int]) -> torch.Tensor:
    if isinstance(x, torch.Tensor):
        return x + 1
    return torch.tensor(x)


print(tensor_or_int(torch.tensor([1, 2])), tensor_or_int(9))


@torch.jit.script
def maybe(x: Optional[Union[int, str]]) -> str:
    if x is None:
        return "none"
    if isinstance(x, int):
        return "i" + str(x)
    return "s" + x


print(maybe(None), maybe(5), maybe("q"))


@torch.jit.script
def sum_union(xs: List[Union[int, float]]) -> float:
    t = 0.0
    for x in xs:
        if isinstance(x, int):
            t += float(x) * 10.0
        else:
            t += x
    return t


print(sum_union([1, 2.5, 3]))


@torch.jit.script
def dict_union(d: Dict[str, Union[int, str]]) -> List[str]:
    out: List[str] = []
    for k in sorted(d.keys()):
        v = d[k]
        if isinstance(v, str):
            out.append(k + "=" + v)
        else:
            out.append(k + "#" + str(v))
    return out


print(dict_union({"b": 2, "a": "x"}))
