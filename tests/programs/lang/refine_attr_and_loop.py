import torch
from typing import Optional, List


@torch.jit.script
def loop_refine(xs: Optional[List[int]] = None) -> int:
    if xs is None:
        xs = [1, 2, 3]
    s = 0
    for x in xs:
        s += x
    return s


@torch.jit.script
def not_none_or(x: Optional[int]) -> bool:
    if x is None or x < 0:
        return False
    return x > 2


@torch.jit.script
def walrus_free(a: Optional[torch.Tensor], b: Optional[torch.Tensor]) -> torch.Tensor:
    if a is None:
        a = torch.zeros(2)
    if b is not None:
        a = a + b
    return a


print(loop_refine(), loop_refine([5, 5]))
print(not_none_or(None), not_none_or(-1), not_none_or(3))
print(walrus_free(None, torch.ones(2)), walrus_free(torch.ones(2), None))
