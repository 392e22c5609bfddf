import torch
from typing import Optional, List, Union


@torch.jit.script
def early_return(x: Optional[int]) -> int:
    if x is None:
        return -1
    return x + 1


@torch.jit.script
def and_chain(x: Optional[int], y: Optional[int]) -> int:
    if x is not None and y is not None:
        return x * y
    return 0


@torch.jit.script
def or_chain(x: Optional[int]) -> int:
    if x is None or x < 0:
        return 0
    return x


@torch.jit.script
def ternary(x: Optional[float]) -> float:
    return x if x is not None else 0.5


@torch.jit.script
def asserted(x: Optional[List[int]]) -> int:
    assert x is not None
    return len(x)


@torch.jit.script
def in_loop(xs: List[Optional[int]]) -> int:
    total = 0
    for x in xs:
        if x is not None:
            total += x
    return total


@torch.jit.script
def isinst(x: Union[int, str, List[int]]) -> str:
    if isinstance(x, int):
        return "int " + str(x + 1)
    elif isinstance(x, str):
        return "str " + x.upper()
    else:
        return "list " + str(len(x))


@torch.jit.script
def not_none_else(x: Optional[str]) -> str:
    if not (x is None):
        return x
    else:
        return "<none>"


print(early_return(None), early_return(4))
print(and_chain(2, 3), and_chain(None, 3), and_chain(2, None))
print(or_chain(None), or_chain(-3), or_chain(7))
print(ternary(None), ternary(2.5))
print(asserted([1, 2, 3]))
print(in_loop([1, None, 5, None]))
print(isinst(3), isinst("ab"), isinst([1, 2]))
print(not_none_else("x"), not_none_else(None))
