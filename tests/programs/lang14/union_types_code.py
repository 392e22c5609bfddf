import torch
from typing import Dict, List, Optional, Tuple, Union


@torch.jit.script
def pick(x: Union[int, str, None]) -> str:
    if x is None:
        return "none"
    if isinstance(x, int):
        return "int:" + str(x)
    return "str:" + x


@torch.jit.script
def make(flag: int) -> Union[int, List[str], torch.Tensor]:
    if flag == 0:
        return 1
    elif flag == 1:
        return ["a", "b"]
    return torch.ones(2)


@torch.jit.script
def in_dict(d: Dict[str, Union[int, float]]) -> float:
    total = 0.0
    for k, v in d.items():
        if isinstance(v, int):
            total += v * 10
        else:
            total += v
    return total


@torch.jit.script
def opt_union(x: Optional[Union[int, float]]) -> float:
    if x is None:
        return -1.0
    return float(x) * 2


print(pick(None), pick(3), pick("q"))
print(make(0), make(1), make(2))
print(in_dict({"a": 1, "b": 2.5}))
print(opt_union(None), opt_union(3), opt_union(1.25))
print(pick.code)
print(make.code)
print(opt_union.code)
