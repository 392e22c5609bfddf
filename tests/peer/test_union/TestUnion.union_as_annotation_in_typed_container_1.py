import torch
from typing import List
from typing import Union

def fn() -> None:
    l: List[Union[int, str]] = []
    u1: Union[int, str] = 'foo'
    u2: Union[int, str] = 1
    l.append(u1)
    l.append(u2)
print(torch.jit.script(fn)())
