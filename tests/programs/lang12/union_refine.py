import torch
from typing import Union, List, Dict, Optional, Tuple


@torch.jit.script
def kind(x: Union[int, float, str, List[int], Dict[str, int], None]) -> str:
    if x is None:
        return "none"
    if isinstance(x, int):
        return "int:" + str(x)
    if isinstance(x, float):
        return "float:" + str(x)
    if isinstance(x, str):
        return "str:" + x
    if isinstance(x, list):
        return "list:" + str(len(x))
    return "dict:" + str(len(x))


@torch.jit.script
def tensor_or_list(x: Union[torch.Tensor, List[torch.Tensor]]) -> torch.Tensor:
    if isinstance(x, torch.Tensor):
        return x * 2
    return torch.stack(x).sum(0)


@torch.jit.script
def jit_isinstance(x: Union[List[int], List[str], Tuple[int, int]]) -> str:
    if torch.jit.isinstance(x, List[int]):
        return "ints " + str(sum(x))
    elif torch.jit.isinstance(x, List[str]):
        return "strs " + ",".join(x)
    else:
        a, b = x
        return "pair " + str(a * b)


@torch.jit.script
def returns_union(flag: int) -> Union[int, str]:
    if flag > 0:
        return flag
    return "neg"


@torch.jit.script
def opt_union(x: Optional[Union[int, str]]) -> str:
    if x is None:
        return "-"
    elif isinstance(x, int):
        return str(x * 10)
    return x


print(kind(None), kind(3), kind(2.5), kind("s"), kind([1, 2]), kind({"a": 1}))
print(tensor_or_list(torch.tensor([1.0])), tensor_or_list([torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])]))
print(jit_isinstance([1, 2, 3]), jit_isinstance(["a", "b"]), jit_isinstance((3, 4)))
print(returns_union(5), returns_union(-1))
print(opt_union(None), opt_union(4), opt_union("z"))
