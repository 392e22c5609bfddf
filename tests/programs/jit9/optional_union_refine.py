import torch
from typing import Optional, Union, List, Dict, Tuple

@torch.jit.script
def opt_chain(a: Optional[int], b: Optional[int]) -> int:
    if a is None and b is None:
        return -1
    elif a is None:
        assert b is not None
        return b * 10
    elif b is not None:
        return a + b
    return a

@torch.jit.script
def opt_attr_loop(xs: List[Optional[int]]) -> Tuple[int, int]:
    total = 0
    nones = 0
    for x in xs:
        if x is not None:
            total += x
        else:
            nones += 1
    return total, nones

@torch.jit.script
def union_dispatch(x: Union[int, str, List[int], torch.Tensor]) -> str:
    if isinstance(x, int):
        return "int:" + str(x + 1)
    elif isinstance(x, str):
        return "str:" + x.upper()
    elif isinstance(x, list):
        return "list:" + str(len(x))
    else:
        return "tensor:" + str(x.sum().item())

@torch.jit.script
def union_ret(flag: int) -> Union[int, str, None]:
    if flag == 0:
        return None
    if flag == 1:
        return 42
    return "forty-two"

@torch.jit.script
def opt_tensor(x: Optional[torch.Tensor], d: Dict[str, Optional[float]]) -> float:
    s = 0.0
    if x is not None:
        s += float(x.sum())
    for k in sorted(d.keys()):
        v = d[k]
        if v is not None:
            s += v
    return s

print(opt_chain(None, None), opt_chain(None, 3), opt_chain(2, 5), opt_chain(7, None))
print(opt_attr_loop([1, None, 3, None, 5]))
print(union_dispatch(4), union_dispatch("ab"), union_dispatch([1, 2, 3]), union_dispatch(torch.ones(3)))
print(union_ret(0), union_ret(1), union_ret(2))
print(opt_tensor(torch.ones(2, 2), {"a": 1.5, "b": None, "c": 2.0}), opt_tensor(None, {}))
