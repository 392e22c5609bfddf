import torch
from typing import Dict, List, Optional, Tuple, Union


@torch.jit.script
def kind(x: Union[int, float, str, List[int]]) -> str:
    if isinstance(x, int):
        return "int:" + str(x + 1)
    elif isinstance(x, float):
        return "float:" + str(x * 2.0)
    elif isinstance(x, str):
        return "str:" + x.upper()
    else:
        return "list:" + str(len(x))


@torch.jit.script
def tup_or_none(x: Optional[Tuple[int, str]]) -> str:
    if x is None:
        return "none"
    n, s = x
    return s.upper() if n == 0 else s + str(n)


@torch.jit.script
def dict_or_list(x: Union[Dict[str, int], List[int]]) -> int:
    if isinstance(x, list):
        return sum(x)
    total = 0
    for v in x.values():
        total += v
    return total


print(kind(3), kind(1.5), kind("ab"), kind([1, 2, 3]))
print(tup_or_none(None), tup_or_none((2, "x")), tup_or_none((0, "y")))
print(dict_or_list([1, 2]), dict_or_list({"a": 5, "b": 6}))
