import torch
from typing import Optional
from typing import Union

@torch.jit.script
def inner(x: Union[int, None]) -> int:
    if x is not None:
        return x
    else:
        return 5

@torch.jit.script
def fn1() -> int:
    a: Optional[int] = 5
    b: Optional[int] = None
    a_ = inner(a)
    b_ = inner(b)
    return a_ + b_

@torch.jit.script
def inner2(x: Optional[int]) -> int:
    if x is not None:
        return x
    else:
        return 5

@torch.jit.script
def fn2() -> int:
    a: Union[int, None] = 5
    b: Union[int, None] = None
    a_ = inner(a)
    b_ = inner(b)
    return a_ + b_
print(fn2())
