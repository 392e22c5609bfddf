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
print(fn1())
