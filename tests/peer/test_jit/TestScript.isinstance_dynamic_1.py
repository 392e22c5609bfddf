import torch
from typing import List

@torch.jit.script
def foo(a):
    # type: (Optional[List[int]]) -> int
    b = 0
    if isinstance(a, (int, (float,), list, str)):
        b += 1
    if isinstance(a, (int, str)):
        b += 1
    if isinstance(a, List[int]):
        b += 1
    return b
print(foo([3, 4]))
