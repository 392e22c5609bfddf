# Union types (test_union.py): isinstance refinement, returns, containers.
import torch
from typing import Dict, List, Optional, Union


@torch.jit.script
def describe(x: Union[int, str, List[int]]) -> str:
    if isinstance(x, int):
        return "int " + str(x + 1)
    elif isinstance(x, str):
        return "str " + x.upper()
    else:
        return "list " + str(len(x))


@torch.jit.script
def make(flag: int) -> Union[int, float, str]:
    if flag == 0:
        return 3
    elif flag == 1:
        return 2.5
    return "s"


@torch.jit.script
def opt_union(x: Optional[Union[int, str]]) -> str:
    if x is None:
        return "none"
    if isinstance(x, int):
        return "i%d" % x
    return x


@torch.jit.script
def in_dict(d: Dict[str, Union[int, str]]) -> List[str]:
    out: List[str] = []
    for k in sorted(d.keys()):
        v = d[k]
        if isinstance(v, str):
            out.append(k + "=" + v)
        else:
            out.append(k + "#" + str(v * 2))
    return out


@torch.jit.script
def tensor_or_list(x: Union[torch.Tensor, List[float]]) -> float:
    if isinstance(x, torch.Tensor):
        return float(x.sum())
    return sum(x)


print(describe(4), describe("ab"), describe([1, 2, 3]))
print(make(0), make(1), make(2))
print(opt_union(None), opt_union(5), opt_union("z"))
print(in_dict({"b": 2, "a": "x"}))
print(tensor_or_list(torch.tensor([1.0, 2.0])), tensor_or_list([0.5, 0.25]))
